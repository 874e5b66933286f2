import type { ActivityDashboardItem } from '@porchlight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { followUpKeys } from '@/api/query-keys';
import { getJson } from '@/lib/api-client';

export async function getFollowUpDashboard(agentId: string): Promise<ActivityDashboardItem[]> {
  return getJson<ActivityDashboardItem[]>(
    `/api/activities/dashboard/${encodeURIComponent(agentId)}`,
  );
}

/**
 * Today's follow-up activities. Read again on mount and whenever the window regains focus: the
 * agent comes back from the mail or messages app, and days roll over at midnight.
 */
export function getFollowUpDashboardQueryOptions(agentId: string) {
  return queryOptions({
    queryKey: followUpKeys.dashboard(agentId),
    queryFn: () => getFollowUpDashboard(agentId),
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });
}

export function useFollowUpDashboard(agentId: string) {
  return useQuery(getFollowUpDashboardQueryOptions(agentId));
}
