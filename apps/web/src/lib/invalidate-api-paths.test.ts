import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateApiPaths } from './invalidate-api-paths';

describe('invalidateApiPaths', () => {
  it('marks the path and everything below it stale, and nothing else', async () => {
    const client = new QueryClient();
    for (const key of [
      '/api/saved',
      '/api/activities/dashboard',
      '/api/activities-x',
      '/api/agents',
    ]) {
      client.setQueryData([key, 'agent-1'], []);
    }
    await invalidateApiPaths(client, ['/api/saved', '/api/activities']);
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.isStale())
      .map((q) => q.queryKey[0]);
    expect(stale.sort()).toEqual(['/api/activities/dashboard', '/api/saved']);
  });
});
