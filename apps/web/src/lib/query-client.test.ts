import * as routes from '@porchlight/contracts/routes';
import { describe, expect, it, vi } from 'vitest';
import { call } from './api-client';
import { createQueryClient } from './query-client';
import { routeQuery } from './route-query';

describe('createQueryClient', () => {
  it("GETs a route's query and parses the JSON", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(Response.json([{ id: 'lead-1' }]));
    vi.stubGlobal('fetch', fetchMock);

    const data = await createQueryClient().fetchQuery(
      routeQuery(routes.getSavedLeads, { params: { agentId: 'agent-1' } }),
    );

    expect(data).toEqual([{ id: 'lead-1' }]);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/saved/agent-1',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
  });

  it('fails a query with an ApiError and does not retry', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response('gone', { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(
      createQueryClient().fetchQuery(
        routeQuery(routes.getAgent, { params: { agentId: 'nobody' } }),
      ),
    ).rejects.toMatchObject({ name: 'ApiError', status: 404, message: 'gone' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never refetches on its own and keeps data fresh, unless a query says otherwise', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();

    expect(queries).toMatchObject({
      retry: false,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
    });
    expect(mutations).toMatchObject({ retry: false });
  });
});

describe('createQueryClient, 401 answers', () => {
  const unauthorized = () =>
    Response.json({ error: 'UNAUTHORIZED', message: 'Please sign in.' }, { status: 401 });

  it('reports a 401 from a query or a mutation to onUnauthorized, once each', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => unauthorized()),
    );
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });

    await client
      .fetchQuery(routeQuery(routes.getAgent, { params: { agentId: 'agent-1' } }))
      .catch(() => undefined);
    await client
      .getMutationCache()
      .build(client, {
        mutationFn: () =>
          call(routes.changePassword, {
            body: { agentId: 'agent-1', currentPassword: 'a', newPassword: 'b' },
          }),
      })
      .execute(undefined)
      .catch(() => undefined);

    expect(onUnauthorized).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).toHaveBeenCalledWith(client);
  });

  it('leaves other failures, and a sign-in attempt’s 401, alone', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => unauthorized()),
    );
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });

    await client
      .getMutationCache()
      .build(client, {
        mutationFn: () => call(routes.authenticate, { body: { email: 'a@b.co', password: 'x' } }),
        meta: { signsIn: true },
      })
      .execute(undefined)
      .catch(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response('', { status: 403 })),
    );
    await client
      .fetchQuery(routeQuery(routes.getAgent, { params: { agentId: 'agent-2' } }))
      .catch(() => undefined);

    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('leaves alone the 401 of a query whose page handles it (the wallet’s sign-in prompt)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => unauthorized()),
    );
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });

    await client
      .fetchQuery({
        ...routeQuery(routes.getCredits, { params: { agentId: 'agent-1' } }),
        meta: { handlesUnauthorized: true },
      })
      .catch(() => undefined);

    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
