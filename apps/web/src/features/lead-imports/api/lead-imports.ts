import type { LeadImportSummary } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshLeadLists } from '@/api/lead-lists';
import { call } from '@/lib/api-client';
import { agentKey, routeKey } from '@/lib/route-query';

/** How often a running import is asked for its progress. */
export const PROGRESS_POLL_MS = 1000;

export function isRunning(summary: Pick<LeadImportSummary, 'status'> | undefined): boolean {
  return summary?.status === 'queued' || summary?.status === 'importing';
}

/**
 * Once an import ends: its leads are in the lists, and the Saved tab's imports change (unless the
 * news came from that list itself).
 */
function refreshAfterImport(
  queryClient: QueryClient,
  agentId: string,
  { withImports }: { withImports: boolean },
): Promise<unknown> {
  return Promise.all([
    refreshLeadLists(queryClient, agentId),
    withImports &&
      queryClient.invalidateQueries({ queryKey: agentKey(routes.getLeadImports, agentId) }),
    queryClient.invalidateQueries({ queryKey: agentKey(routes.getImportReview, agentId) }),
  ]);
}

/** The imports this page has seen running, per query client: their end is news once. */
const seenRunning = new WeakMap<QueryClient, Set<string>>();

/**
 * Notes an answer about an import, whichever call brought it (the start, the list, the progress):
 * the first answer that finds one seen running ended reads the lists again.
 */
export function noteImport(
  queryClient: QueryClient,
  agentId: string,
  summary: LeadImportSummary,
  { fromList = false } = {},
) {
  const running = seenRunning.get(queryClient) ?? new Set<string>();
  seenRunning.set(queryClient, running);
  if (isRunning(summary)) running.add(summary.id);
  else if (running.delete(summary.id)) {
    void refreshAfterImport(queryClient, agentId, { withImports: !fromList });
  }
}

/** The agent's latest imports, newest first: what the Saved tab shows after a reload. */
export function useLeadImports(agentId: string) {
  const queryClient = useQueryClient();
  const input = { params: { agentId } };
  return useQuery({
    queryKey: routeKey(routes.getLeadImports, input),
    queryFn: async ({ signal }) => {
      const list = await call(routes.getLeadImports, input, { signal });
      for (const summary of list.imports) {
        noteImport(queryClient, agentId, summary, { fromList: true });
      }
      return list;
    },
  });
}

/**
 * One import's progress, read about every second while it runs. `known` is what the caller
 * already holds (the start's answer, the list's entry): shown at once, and read afresh.
 */
export function useLeadImport(agentId: string, known: LeadImportSummary) {
  const queryClient = useQueryClient();
  const input = { params: { agentId, importId: known.id } };
  return useQuery({
    queryKey: routeKey(routes.getLeadImport, input),
    queryFn: async ({ signal }) => {
      const summary = await call(routes.getLeadImport, input, { signal });
      noteImport(queryClient, agentId, summary);
      return summary;
    },
    initialData: known,
    // The known answer is a start: the server is asked at once.
    initialDataUpdatedAt: 0,
    staleTime: 0,
    enabled: isRunning(known),
    refetchInterval: (query) => (isRunning(query.state.data) ? PROGRESS_POLL_MS : false),
  });
}
