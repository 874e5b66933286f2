import type { QueryClient } from '@tanstack/react-query';

/**
 * Marks stale every query read from one of `paths` or below it, whatever else its key holds:
 * '/api/activities' covers ['/api/activities/dashboard', agentId] and ['/api/activities/stats', …].
 * Features never import each other, so each names the paths a change of theirs touches.
 */
export function invalidateApiPaths(queryClient: QueryClient, paths: readonly string[]) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [first] }) =>
      typeof first === 'string' &&
      paths.some((path) => first === path || first.startsWith(`${path}/`)),
  });
}
