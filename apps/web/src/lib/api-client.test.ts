import * as routes from '@porchlight/contracts/routes';
import { describe, expect, it, vi } from 'vitest';
import { call, routeUrl } from './api-client';
import { ApiError, NetworkError } from './api-error';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('call', () => {
  it('sends a JSON body with the session cookie', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));

    await call(routes.authenticate, { body: { email: 'a@b.co', password: 'x' } });

    expect(fetchMock).toHaveBeenCalledWith('/api/authenticate', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@b.co","password":"x"}',
    });
  });

  it("adds the caller's headers to the JSON content type", async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));

    await call(
      routes.purchaseLeadPackage,
      { params: { agentId: 'agent-1' }, body: { packageSize: 25 } },
      { headers: { 'Idempotency-Key': 'k-1' } },
    );

    expect(fetchMock).toHaveBeenCalledWith('/api/leads/purchase/agent-1', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k-1' },
      body: '{"packageSize":25}',
    });
  });

  it("requires a spend's Idempotency-Key by type (`idempotencyKey: true`)", () => {
    const body = { packageSize: 25 } as const;
    const params = { agentId: 'agent-1' };
    // Never called: each `@ts-expect-error` is a call `npm run typecheck` must refuse.
    const refused = () => [
      // @ts-expect-error a spend without its options
      call(routes.purchaseLeadPackage, { params, body }),
      // @ts-expect-error a spend's headers without the key
      call(routes.purchaseLeadPackage, { params, body }, { headers: { 'X-Other': 'k' } }),
    ];
    expect(refused).toBeTypeOf('function');
  });

  it('sends no body and no content type when there is no payload, and reads no content', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));

    await expect(call(routes.logout)).resolves.toBeUndefined();

    expect(fetchMock).toHaveBeenCalledWith('/api/logout', {
      method: 'POST',
      credentials: 'include',
    });
  });

  it('fills the path with each parameter, encoded, and adds the query', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json({}));
    vi.stubGlobal('fetch', fetchMock);

    await call(routes.getActivityStats, { query: { agentId: 'a b' } }, { cache: 'no-store' });
    await call(routes.getLead, { params: { leadId: 'x/y' } });

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/activities/stats?agentId=a+b',
      '/api/leads/x%2Fy',
    ]);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', cache: 'no-store' });
    expect(routeUrl(routes.getOptOuts, { params: { agentId: 'agent-1' } })).toBe(
      '/api/opt-outs/agent-1',
    );
  });

  it('throws an ApiError with the status, code and sentence of a failed answer', async () => {
    stubFetch(new Response('{"error":"FORBIDDEN","message":"No."}', { status: 403 }));

    const error = await call(routes.getVersion).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'No.' });
  });

  it('throws an ApiError worded by the status text when the failed answer has no body', async () => {
    stubFetch(new Response('', { status: 502, statusText: 'Bad Gateway' }));

    await expect(call(routes.getVersion)).rejects.toMatchObject({
      name: 'ApiError',
      status: 502,
      code: undefined,
      message: 'Bad Gateway',
    });
  });

  it('throws a NetworkError, with the reason as its cause, when the server cannot be reached', async () => {
    const offline = new TypeError('Failed to fetch');
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(offline));

    const error = await call(routes.getVersion).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({
      message: 'Could not reach the server. Check your connection and try again.',
      cause: offline,
    });
  });

  it('lets a call its caller gave up on fail as aborted, not as a lost connection', async () => {
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(aborted));

    await expect(call(routes.getVersion)).rejects.toBe(aborted);
  });
});

describe('call, a JSON answer', () => {
  it('reads the JSON of a successful answer, with credentials and the caller’s options', async () => {
    const fetchMock = stubFetch(Response.json({ version: '2.0' }));

    await expect(call(routes.getVersion, {}, { cache: 'no-store' })).resolves.toEqual({
      version: '2.0',
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/version', {
      method: 'GET',
      cache: 'no-store',
      credentials: 'include',
    });
  });
});
