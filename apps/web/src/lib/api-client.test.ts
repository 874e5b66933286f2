import { describe, expect, it, vi } from 'vitest';
import { apiRequest, getJson, readApiStatus } from './api-client';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiRequest', () => {
  it('sends a JSON body with the session cookie', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));

    await apiRequest('POST', '/api/authenticate', { email: 'a@b.co', password: 'x' });

    expect(fetchMock).toHaveBeenCalledWith('/api/authenticate', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@b.co","password":"x"}',
    });
  });

  it('sends no body and no content type when there is no payload', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));

    const res = await apiRequest('DELETE', '/api/leads/7/unsave');

    expect(res.status).toBe(204);
    expect(fetchMock).toHaveBeenCalledWith('/api/leads/7/unsave', {
      method: 'DELETE',
      credentials: 'include',
    });
  });

  it('throws "<status>: <body>" for a failed answer', async () => {
    stubFetch(new Response('{"error":"NOPE","message":"No."}', { status: 403 }));

    await expect(apiRequest('GET', '/api/x')).rejects.toThrow(
      '403: {"error":"NOPE","message":"No."}',
    );
  });

  it('throws "<status>: <status text>" when the failed answer has no body', async () => {
    stubFetch(new Response('', { status: 502, statusText: 'Bad Gateway' }));

    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('502: Bad Gateway');
  });
});

describe('getJson', () => {
  it('reads the JSON of a successful answer, with credentials and the caller’s options', async () => {
    const fetchMock = stubFetch(Response.json({ version: '2.0' }));

    await expect(getJson('/api/version', { cache: 'no-store' })).resolves.toEqual({
      version: '2.0',
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/version', {
      cache: 'no-store',
      credentials: 'include',
    });
  });
});

describe('readApiStatus', () => {
  it('reads the status of a failed answer, and nothing from other errors', () => {
    expect(readApiStatus(new Error('401: {"error":"UNAUTHENTICATED"}'))).toBe(401);
    expect(readApiStatus(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(readApiStatus('401: no')).toBeUndefined();
  });
});
