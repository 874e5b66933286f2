import type { QueryClient } from '@tanstack/react-query';
import { followUpKeys, savedLeadsKeys } from '@/api/query-keys';

/**
 * After any follow-up change: the dashboard, its summary and stats, and the agent's saved list
 * (whose leads carry the same contacts, custom contacts and passed contacts).
 */
export function refreshFollowUp(queryClient: QueryClient, agentId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: followUpKeys.all }),
    queryClient.invalidateQueries({ queryKey: savedLeadsKeys.list(agentId) }),
  ]);
}
