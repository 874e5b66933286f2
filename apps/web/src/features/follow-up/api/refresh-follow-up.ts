import type { QueryClient } from '@tanstack/react-query';
import { invalidateApiPaths } from '@/lib/invalidate-api-paths';

/**
 * After any follow-up change: the dashboard, its summary and stats, and the saved list (whose
 * leads carry the same contacts, custom contacts and passed contacts).
 */
export function refreshFollowUp(queryClient: QueryClient): Promise<void> {
  return invalidateApiPaths(queryClient, ['/api/activities', '/api/saved']);
}
