import * as routes from '@porchlight/contracts/routes';
import type { QueryClient } from '@tanstack/react-query';
import { agentKey } from '@/lib/route-query';
import { resetAvailableCount } from './api/get-available-count';

/**
 * New criteria reset the agent's lead cursor (docs/screens.md "Criteria tab"): the count on screen
 * no longer holds and today's leads are read again.
 */
export function refreshAfterCriteriaChange(queryClient: QueryClient, agentId: string) {
  void queryClient.invalidateQueries({ queryKey: agentKey(routes.getTodaysLeads, agentId) });
  void resetAvailableCount(queryClient, agentId);
}
