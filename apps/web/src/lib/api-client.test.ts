import { describe, expect, it, vi } from 'vitest';
import { apiRequest, getJson } from './api-client';
import { ApiError, NetworkError } from './api-error';

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

  it("adds the caller's headers to the JSON content type", async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));

    await apiRequest('POST', '/api/leads/bulk-purchase', { a: 1 }, { 'Idempotency-Key': 'k-1' });

    expect(fetchMock).toHaveBeenCalledWith('/api/leads/bulk-purchase', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k-1' },
      body: '{"a":1}',
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

  it('throws an ApiError with the status, code and sentence of a failed answer', async () => {
    stubFetch(new Response('{"error":"FORBIDDEN","message":"No."}', { status: 403 }));

    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'No.' });
  });

  it('throws an ApiError worded by the status text when the failed answer has no body', async () => {
    stubFetch(new Response('', { status: 502, statusText: 'Bad Gateway' }));

    await expect(apiRequest('GET', '/api/x')).rejects.toMatchObject({
      name: 'ApiError',
      status: 502,
      code: undefined,
      message: 'Bad Gateway',
    });
  });

  it('throws a NetworkError, with the reason as its cause, when the server cannot be reached', async () => {
    const offline = new TypeError('Failed to fetch');
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(offline));

    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({
      message: 'Could not reach the server. Check your connection and try again.',
      cause: offline,
    });
  });

  it('lets a call its caller gave up on fail as aborted, not as a lost connection', async () => {
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(aborted));

    await expect(apiRequest('GET', '/api/x')).rejects.toBe(aborted);
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
