import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('GETs the query key joined with "/" and parses the JSON', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(Response.json([{ id: 'lead-1' }]));
    vi.stubGlobal('fetch', fetchMock);

    const data = await createQueryClient().fetchQuery({ queryKey: ['/api/saved', 'agent-1'] });

    expect(data).toEqual([{ id: 'lead-1' }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/saved/agent-1', { credentials: 'include' });
  });

  it('fails a query with "<status>: <body>" and does not retry', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response('gone', { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(
      createQueryClient().fetchQuery({ queryKey: ['/api/agents', 'nobody'] }),
    ).rejects.toThrow('404: gone');
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
