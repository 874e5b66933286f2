// The profile's Account Overview (accounts) and its Weekly Streak card (streaks) read the
// streak: one call and one key for both.
import type { Streak } from '@porchlight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { streaksKeys } from './reward-keys';

export async function getStreak(agentId: string): Promise<Streak> {
  return getJson<Streak>(`/api/streak/${encodeURIComponent(agentId)}`);
}

/** Weeks in a row, the best run, and this week's streak days (docs/screens.md "Streak card"). */
export function getStreakQueryOptions(agentId: string) {
  return queryOptions({
    queryKey: streaksKeys.streak(agentId),
    queryFn: () => getStreak(agentId),
  });
}

export function useStreak(agentId: string) {
  return useQuery(getStreakQueryOptions(agentId));
}
