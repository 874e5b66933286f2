import type { QueryClient } from '@tanstack/react-query';
import { invalidateApiPaths } from '@/lib/invalidate-api-paths';

/** The saved list, which hands the dialog its lead (workspace.md §7). */
export function refreshSavedLeads(queryClient: QueryClient): Promise<void> {
  return invalidateApiPaths(queryClient, ['/api/saved']);
}

/** The follow-up dashboard, its summary and stats: their contacts come from the lead's. */
export function refreshActivities(queryClient: QueryClient): Promise<void> {
  return invalidateApiPaths(queryClient, ['/api/activities']);
}
