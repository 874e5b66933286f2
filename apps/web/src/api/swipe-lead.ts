import type { LeadCard, SwipeRequest, SwipeResponse } from '@porchlight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshIfReachable } from '@/lib/reachability';
import { refreshLeadLists } from './lead-lists';
import { callOrQueue, type Queued } from './queued-call';

// A swipe is made on the Today tab (daily-leads) and from the saved and dismissed lists
// (saved-leads): one call for both. With no connection it waits on the phone
// (docs/offline.md "Work done offline").

export type SwipeAction = SwipeRequest['action'];

/** The status a swipe leaves its lead in, as the phone shows it while the swipe waits. */
export const STATUS_AFTER_SWIPE = { save: 'saved', dismiss: 'dismissed' } as const;
const ACTION_LABEL = { save: 'Save', dismiss: 'Pass' } as const;

/** The lead swiped: its id, and its address to name it by while the swipe waits. */
export type SwipedLead = Pick<LeadCard, 'id'> & { address?: string };

/** Saves or passes a lead; answers its save swipe and the lead, or that it waits on the phone. */
export function swipeLead(
  agentId: string,
  lead: SwipedLead,
  action: SwipeAction,
): Promise<Queued<SwipeResponse>> {
  return callOrQueue(
    'swipeLead',
    { body: { agentId, leadId: lead.id, action } },
    { agentId, leadId: lead.id, label: `${ACTION_LABEL[action]} ${lead.address ?? 'a lead'}` },
  );
}

/**
 * Records a save or a pass, then refreshes the lists it moves the lead between. Today's leads are
 * not refreshed here: the card shows its confirmation for a moment first (the Today tab moves on
 * after NEXT_LEAD_DELAY_MS).
 */
export function useSwipeLead(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lead, action }: { lead: SwipedLead; action: SwipeAction }) =>
      swipeLead(agentId, lead, action),
    onSuccess: () => refreshIfReachable(() => refreshLeadLists(queryClient, agentId)),
  });
}
