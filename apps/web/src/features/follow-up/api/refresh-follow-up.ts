import * as routes from '@porchlight/contracts/routes';
import type { QueryClient } from '@tanstack/react-query';
import { FOLLOW_UP_ROUTES } from '@/api/lead-lists';
import { agentKey, invalidateRoutes } from '@/lib/route-query';

/**
 * After any follow-up change: the dashboard, its summary and stats, the agent's saved list (its
 * contacted mark) and any lead read whole (its contacts, custom contacts and passed contacts).
 */
export function refreshFollowUp(queryClient: QueryClient, agentId: string): Promise<unknown> {
  return Promise.all([
    invalidateRoutes(queryClient, FOLLOW_UP_ROUTES),
    queryClient.invalidateQueries({ queryKey: agentKey(routes.getSavedLeads, agentId) }),
    queryClient.invalidateQueries({ queryKey: [routes.getLead.path] }),
  ]);
}
