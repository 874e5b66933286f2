import type { QueryClient } from '@tanstack/react-query';
import { resetAvailableCount } from './api/get-available-count';

/** Today's leads are read under keys that start with this path. */
const TODAYS_LEADS_KEY = ['/api/leads/today'];

/**
 * New criteria reset the agent's lead cursor (workspace.md §4 "Criteria save"): the count on screen
 * no longer holds and today's leads are read again.
 */
export function refreshAfterCriteriaChange(queryClient: QueryClient, agentId: string) {
  void queryClient.invalidateQueries({ queryKey: TODAYS_LEADS_KEY });
  void resetAvailableCount(queryClient, agentId);
}
