import * as routes from '@porchlight/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '@/lib/route-query';

/** The whole follow-up's numbers; every follow-up change refreshes them (`FOLLOW_UP_ROUTES`). */
export function getActivityStatsQueryOptions(agentId: string) {
  return routeQuery(routes.getActivityStats, { query: { agentId } });
}

export function useActivityStats(agentId: string) {
  return useQuery(getActivityStatsQueryOptions(agentId));
}
