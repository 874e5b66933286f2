import type { Referrals } from '@porchlight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { referralsKeys } from '@/api/reward-keys';
import { getJson } from '@/lib/api-client';

export async function getReferrals(agentId: string): Promise<Referrals> {
  return getJson<Referrals>(`/api/referrals/${encodeURIComponent(agentId)}`);
}

/** The successful and pending counts, and the latest 5 referrals, newest first. */
export function getReferralsQueryOptions(agentId: string) {
  return queryOptions({
    queryKey: referralsKeys.list(agentId),
    queryFn: () => getReferrals(agentId),
  });
}

export function useReferrals(agentId: string) {
  return useQuery(getReferralsQueryOptions(agentId));
}
