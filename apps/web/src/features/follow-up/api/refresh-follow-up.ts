import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query read from one of `paths` or below it, whatever follows in its key:
 * ['/api/activities/dashboard', agentId], ['/api/saved', agentId]… Features never import each
 * other, so this feature names the paths it refreshes.
 */
function invalidatePaths(queryClient: QueryClient, paths: readonly string[]): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [first] }) =>
      typeof first === 'string' && paths.some((path) => first.startsWith(path)),
  });
}

/**
 * After any follow-up change: the dashboard, its summary and stats, and the saved list (whose
 * leads carry the same contacts, custom contacts and passed contacts).
 */
export function refreshFollowUp(queryClient: QueryClient): Promise<void> {
  return invalidatePaths(queryClient, ['/api/activities', '/api/saved']);
}
