import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query read from `path` or below it, whatever follows in its key: ['/api/saved', agentId]
 * and ['/api/activities/dashboard', agentId] alike. Features never import each other, so this
 * feature names the paths it refreshes instead of borrowing the lists' query options.
 */
function invalidatePath(queryClient: QueryClient, path: string): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [first] }) =>
      typeof first === 'string' && (first === path || first.startsWith(`${path}/`)),
  });
}

/** The saved list, which hands the dialog its lead (workspace.md §7). */
export function refreshSavedLeads(queryClient: QueryClient): Promise<void> {
  return invalidatePath(queryClient, '/api/saved');
}

/** The follow-up dashboard, its summary and stats: their contacts come from the lead's. */
export function refreshActivities(queryClient: QueryClient): Promise<void> {
  return invalidatePath(queryClient, '/api/activities');
}
