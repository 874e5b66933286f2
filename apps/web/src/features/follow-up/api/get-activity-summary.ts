import type { ActivitySummary } from '@porchlight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { followUpKeys } from '@/api/query-keys';
import { getJson } from '@/lib/api-client';

export async function getActivitySummary(agentId: string): Promise<ActivitySummary> {
  return getJson<ActivitySummary>(`/api/activities/summary/${encodeURIComponent(agentId)}`);
}

export function getActivitySummaryQueryOptions(agentId: string) {
  return queryOptions({
    queryKey: followUpKeys.summary(agentId),
    queryFn: () => getActivitySummary(agentId),
  });
}

/** Today's (ET) numbers. */
export function useActivitySummary(agentId: string) {
  return useQuery(getActivitySummaryQueryOptions(agentId));
}
