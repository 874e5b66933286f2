import * as routes from '@porchlight/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { routeQuery } from '@/lib/route-query';

/**
 * Today's follow-up activities. Read again on mount and whenever the window regains focus: the
 * agent comes back from the mail or messages app, and days roll over at midnight.
 */
export function getFollowUpDashboardQueryOptions(agentId: string) {
  return queryOptions({
    ...routeQuery(routes.getFollowUpDashboard, { params: { agentId } }),
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });
}

export function useFollowUpDashboard(agentId: string) {
  return useQuery(getFollowUpDashboardQueryOptions(agentId));
}
