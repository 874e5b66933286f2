import * as routes from '@porchlight/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '@/lib/route-query';

export function getActivitySummaryQueryOptions(agentId: string) {
  return routeQuery(routes.getActivitySummary, { params: { agentId } });
}

/** Today's (ET) numbers. */
export function useActivitySummary(agentId: string) {
  return useQuery(getActivitySummaryQueryOptions(agentId));
}
