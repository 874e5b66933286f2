import type { ReferralLink } from '@porchlight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { referralsKeys } from '@/api/reward-keys';
import { getJson } from '@/lib/api-client';

export async function getReferralLink(agentId: string): Promise<ReferralLink> {
  return getJson<ReferralLink>(`/api/referrals/link/${encodeURIComponent(agentId)}`);
}

/** The agent's referral code and the registration link that carries it. */
export function getReferralLinkQueryOptions(agentId: string) {
  return queryOptions({
    queryKey: referralsKeys.link(agentId),
    queryFn: () => getReferralLink(agentId),
  });
}

export function useReferralLink(agentId: string) {
  return useQuery(getReferralLinkQueryOptions(agentId));
}
