import type { ActivityStats } from '@porchlight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { followUpKeys } from '@/api/query-keys';
import { getJson } from '@/lib/api-client';

export async function getActivityStats(agentId: string): Promise<ActivityStats> {
  return getJson<ActivityStats>(
    `/api/activities/stats?${new URLSearchParams({ agentId }).toString()}`,
  );
}

/** The whole follow-up's numbers; every follow-up change refreshes them (`followUpKeys.all`). */
export function getActivityStatsQueryOptions(agentId: string) {
  return queryOptions({
    queryKey: followUpKeys.stats(agentId),
    queryFn: () => getActivityStats(agentId),
  });
}

export function useActivityStats(agentId: string) {
  return useQuery(getActivityStatsQueryOptions(agentId));
}
