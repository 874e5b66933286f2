import type { QueryClient } from '@tanstack/react-query';
import { followUpKeys, leadDetailKeys, savedLeadsKeys } from '@/api/query-keys';

/**
 * The lead the dialog shows, read again so that it shows the change
 * (docs/screens.md "Property Details dialog").
 */
export function refreshLead(queryClient: QueryClient, leadId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: leadDetailKeys.detail(leadId) });
}

/** The agent's saved list, whose cards show the contact status (docs/screens.md "Saved tab"). */
export function refreshSavedLeads(queryClient: QueryClient, agentId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: savedLeadsKeys.list(agentId) });
}

/** The follow-up dashboard, its summary and stats: their contacts come from the lead's. */
export function refreshActivities(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: followUpKeys.all });
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
