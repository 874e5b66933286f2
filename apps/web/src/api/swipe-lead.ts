import type { SwipeRequest, SwipeResponse } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { refreshLeadLists } from './lead-lists';

// A swipe is made on the Today tab (daily-leads) and from the saved and dismissed lists
// (saved-leads): one call for both.

export type SwipeAction = SwipeRequest['action'];

/** Saves or passes a lead; answers its save swipe and the lead. */
export async function swipeLead(
  agentId: string,
  leadId: string,
  action: SwipeAction,
): Promise<SwipeResponse> {
  return call(routes.swipeLead, { body: { agentId, leadId, action } });
}

/**
 * Records a save or a pass, then refreshes the lists it moves the lead between. Today's leads are
 * not refreshed here: the card shows its confirmation for a moment first (the Today tab moves on
 * after NEXT_LEAD_DELAY_MS).
 */
export function useSwipeLead(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leadId, action }: { leadId: string; action: SwipeAction }) =>
      swipeLead(agentId, leadId, action),
    onSuccess: () => refreshLeadLists(queryClient, agentId),
  });
}
