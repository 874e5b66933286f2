import type { EarnedBadges } from '@porchlight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { streaksKeys } from '@/api/reward-keys';
import { getJson } from '@/lib/api-client';

export async function getEarnedBadges(agentId: string): Promise<EarnedBadges> {
  return getJson<EarnedBadges>(`/api/badges/${encodeURIComponent(agentId)}`);
}

/** The badges the agent has earned; a login that earns one refreshes it (api/record-login). */
export function getEarnedBadgesQueryOptions(agentId: string) {
  return queryOptions({
    queryKey: streaksKeys.earned(agentId),
    queryFn: () => getEarnedBadges(agentId),
  });
}

export function useEarnedBadges(agentId: string) {
  return useQuery(getEarnedBadgesQueryOptions(agentId));
}
