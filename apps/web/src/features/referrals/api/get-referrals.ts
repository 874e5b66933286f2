import * as routes from '@porchlight/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '@/lib/route-query';

/** The successful and pending counts, and the latest 5 referrals, newest first. */
export function getReferralsQueryOptions(agentId: string) {
  return routeQuery(routes.getReferrals, { params: { agentId } });
}

export function useReferrals(agentId: string) {
  return useQuery(getReferralsQueryOptions(agentId));
}
