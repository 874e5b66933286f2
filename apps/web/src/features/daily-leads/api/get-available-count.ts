import type { LeadCount } from '@porchlight/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { dailyLeadsKeys } from '@/api/query-keys';
import { getJson } from '@/lib/api-client';

export async function getAvailableCount(agentId: string): Promise<LeadCount> {
  return getJson<LeadCount>(`/api/leads/available-count/${encodeURIComponent(agentId)}`);
}

/**
 * How many leads the agent's saved criteria still match. Asked for on demand (the Check Lead Count
 * button), never on mount: each fresh count costs the lead source a call, and the server limits it.
 */
export function getAvailableCountQueryOptions(agentId: string) {
  return queryOptions({
    queryKey: dailyLeadsKeys.availableCount(agentId),
    queryFn: () => getAvailableCount(agentId),
    enabled: false,
  });
}

export function useAvailableCount(agentId: string) {
  return useQuery(getAvailableCountQueryOptions(agentId));
}

/**
 * Forgets the count on screen (docs/screens.md "Criteria tab": a successful save clears it). The
 * query is disabled, so resetting it empties it without asking the server again.
 */
export function resetAvailableCount(queryClient: QueryClient, agentId: string): Promise<void> {
  return queryClient.resetQueries({ queryKey: getAvailableCountQueryOptions(agentId).queryKey });
}
