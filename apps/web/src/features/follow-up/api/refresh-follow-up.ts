import type { QueryClient } from '@tanstack/react-query';
import { followUpKeys, leadDetailKeys, savedLeadsKeys } from '@/api/query-keys';

/**
 * After any follow-up change: the dashboard, its summary and stats, the agent's saved list (its
 * contacted mark) and any lead read whole (its contacts, custom contacts and passed contacts).
 */
export function refreshFollowUp(queryClient: QueryClient, agentId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: followUpKeys.all }),
    queryClient.invalidateQueries({ queryKey: savedLeadsKeys.list(agentId) }),
    queryClient.invalidateQueries({ queryKey: leadDetailKeys.all }),
  ]);
}
