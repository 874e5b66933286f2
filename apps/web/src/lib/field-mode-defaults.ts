import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { NetworkError } from './api-error';

/**
 * How the workspace's calls behave in field mode (docs/offline.md "Knowing it is offline"): a
 * read that gets no answer while offline pauses, keeping what it showed, and resumes once the
 * server answers (any other failure shows at once); a change never waits silently for the
 * connection: those that may wait do so on the phone's queue, the rest fail and say so. The
 * public pages keep the plain defaults (lib/query-client.ts) and never load this.
 */
export function applyFieldModeDefaults(queryClient: QueryClient): void {
  const { queries, mutations } = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    queries: {
      ...queries,
      retry: (_failures, error) => error instanceof NetworkError && !onlineManager.isOnline(),
    },
    mutations: { ...mutations, networkMode: 'always' },
  });
}
