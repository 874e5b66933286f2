import type { QueryClient } from '@tanstack/react-query';
import { followUpKeys, savedLeadsKeys } from './query-keys';

/**
 * After a lead moves between lists (a swipe, its undo, a removal; docs/screens.md "Saved tab"): the
 * agent's saved and dismissed lists, and the follow-up (its dashboard, summary and stats).
 */
export function refreshLeadLists(queryClient: QueryClient, agentId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: savedLeadsKeys.list(agentId) }),
    queryClient.invalidateQueries({ queryKey: savedLeadsKeys.dismissed(agentId) }),
    queryClient.invalidateQueries({ queryKey: followUpKeys.all }),
  ]);
}
