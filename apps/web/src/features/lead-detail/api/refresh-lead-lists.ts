import * as routes from '@porchlight/contracts/routes';
import type { QueryClient } from '@tanstack/react-query';
import { FOLLOW_UP_ROUTES } from '@/api/lead-lists';
import { agentKey, invalidateRoutes, routeKey } from '@/lib/route-query';

/**
 * The lead the dialog shows, read again so that it shows the change
 * (docs/screens.md "Property Details dialog").
 */
export function refreshLead(queryClient: QueryClient, leadId: string): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: routeKey(routes.getLead, { params: { leadId: leadId } }),
  });
}

/** The agent's saved list, whose cards show the contact status (docs/screens.md "Saved tab"). */
export function refreshSavedLeads(queryClient: QueryClient, agentId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: agentKey(routes.getSavedLeads, agentId) });
}

/** The follow-up dashboard, its summary and stats: their contacts come from the lead's. */
export function refreshActivities(queryClient: QueryClient): Promise<void> {
  return invalidateRoutes(queryClient, FOLLOW_UP_ROUTES);
}

/**
 * After a contact joined or left the lead (Enhance, a pass): the lead, the saved list and the
 * follow-up, whose days list the lead's contacts.
 */
export function refreshAfterContactChange(
  queryClient: QueryClient,
  { agentId, leadId }: { agentId: string; leadId: string },
): Promise<unknown> {
  return Promise.all([
    refreshLead(queryClient, leadId),
    refreshSavedLeads(queryClient, agentId),
    refreshActivities(queryClient),
  ]);
}
