import type { ActivityStats } from '@porchlight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';

export async function getActivityStats(agentId: string): Promise<ActivityStats> {
  return getJson<ActivityStats>(
    `/api/activities/stats?${new URLSearchParams({ agentId }).toString()}`,
  );
}

/** The whole follow-up's numbers. The key starts with the path, so follow-up changes refresh it. */
export function getActivityStatsQueryOptions(agentId: string) {
  return queryOptions({
    queryKey: ['/api/activities/stats', agentId],
    queryFn: () => getActivityStats(agentId),
  });
}

export function useActivityStats(agentId: string) {
  return useQuery(getActivityStatsQueryOptions(agentId));
}
