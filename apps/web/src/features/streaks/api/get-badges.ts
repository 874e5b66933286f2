import type { Badge } from '@porchlight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { streaksKeys } from '@/api/reward-keys';
import { getJson } from '@/lib/api-client';

export async function getBadges(): Promise<Badge[]> {
  return getJson<Badge[]>('/api/badges');
}

/** The four badges, with the streak and the credits of each (docs/rewards.md). */
export function getBadgesQueryOptions() {
  return queryOptions({ queryKey: streaksKeys.badges, queryFn: getBadges });
}

export function useBadges() {
  return useQuery(getBadgesQueryOptions());
}
