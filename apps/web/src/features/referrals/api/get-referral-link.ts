import * as routes from '@porchlight/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '@/lib/route-query';

/** The agent's referral code and the registration link that carries it. */
export function getReferralLinkQueryOptions(agentId: string) {
  return routeQuery(routes.getReferralLink, { params: { agentId } });
}

export function useReferralLink(agentId: string) {
  return useQuery(getReferralLinkQueryOptions(agentId));
}
