import * as routes from '@porchlight/contracts/routes';
import type { QueryClient } from '@tanstack/react-query';
import { agentKey, invalidateRoutes } from '@/lib/route-query';

/** The follow-up: its dashboard, summary and stats, refreshed together after any change. */
export const FOLLOW_UP_ROUTES = [
  routes.getFollowUpDashboard,
  routes.getActivitySummary,
  routes.getActivityStats,
] as const;

/**
 * After a lead moves between lists (a swipe, its undo, a removal; docs/screens.md "Saved tab"): the
 * agent's saved and dismissed lists, and the follow-up (its dashboard, summary and stats).
 */
export function refreshLeadLists(queryClient: QueryClient, agentId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: agentKey(routes.getSavedLeads, agentId) }),
    queryClient.invalidateQueries({ queryKey: agentKey(routes.getDismissedLeads, agentId) }),
    invalidateRoutes(queryClient, FOLLOW_UP_ROUTES),
  ]);
}
