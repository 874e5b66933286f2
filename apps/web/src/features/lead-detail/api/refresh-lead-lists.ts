import type { QueryClient } from '@tanstack/react-query';
import { followUpKeys, savedLeadsKeys } from '@/api/query-keys';

/** The agent's saved list, which hands the dialog its lead (workspace.md §7). */
export function refreshSavedLeads(queryClient: QueryClient, agentId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: savedLeadsKeys.list(agentId) });
}

/** The follow-up dashboard, its summary and stats: their contacts come from the lead's. */
export function refreshActivities(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: followUpKeys.all });
}
