import * as routes from '@porchlight/contracts/routes';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { routeQuery } from '@/lib/route-query';

/**
 * How many leads the agent's saved criteria still match. Asked for on demand (the Check Lead Count
 * button), never on mount: each fresh count costs the lead source a call, and the server limits it.
 */
export function getAvailableCountQueryOptions(agentId: string) {
  return queryOptions({
    ...routeQuery(routes.getAvailableCount, { params: { agentId } }),
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
