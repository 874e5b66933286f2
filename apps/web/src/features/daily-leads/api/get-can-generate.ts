import * as routes from '@porchlight/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { routeQuery } from '@/lib/route-query';

/** docs/screens.md "Numbers": polled every 5 minutes, stale after 2. */
export const CAN_GENERATE_POLL_MS = 5 * 60 * 1000;
export const CAN_GENERATE_STALE_MS = 2 * 60 * 1000;

/** Whether the agent may take fresh leads now, and if not why (docs/quotas.md). */
export function getCanGenerateQueryOptions(agentId: string) {
  return queryOptions({
    ...routeQuery(routes.getCanGenerate, { params: { agentId } }),
    refetchInterval: CAN_GENERATE_POLL_MS,
    staleTime: CAN_GENERATE_STALE_MS,
  });
}

export function useCanGenerate(agentId: string) {
  return useQuery(getCanGenerateQueryOptions(agentId));
}
