import * as routes from '@porchlight/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '@/lib/route-query';

/** The badges the agent has earned; a login that earns one refreshes it (api/record-login). */
export function getEarnedBadgesQueryOptions(agentId: string) {
  return routeQuery(routes.getEarnedBadges, { params: { agentId } });
}

export function useEarnedBadges(agentId: string) {
  return useQuery(getEarnedBadgesQueryOptions(agentId));
}
