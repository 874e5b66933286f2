import type { LeadCard } from '@porchlight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshLeadLists } from '@/api/lead-lists';
import { callOrQueue, type Queued } from '@/api/queued-call';
import { dropAction, queuedActions } from '@/lib/offline-queue';
import { canReachServer, refreshIfReachable } from '@/lib/reachability';
import { getTodaysLeadsQueryOptions } from './get-todays-leads';

/** The undo done: the server's answer, or (offline) the swipe taken back before it left the phone. */
type UndoOutcome = Queued<LeadCard> | { takenBack: string };

/**
 * Offline, the last swipe of today's batch may still be waiting on the phone: undoing it just
 * drops it (docs/offline.md "Work done offline"). Online, one waiting may be on its way, so the
 * undo follows it instead.
 */
async function takeBackWaitingSwipe(agentId: string, todaysIds: Set<string>) {
  if (canReachServer()) return null;
  const last = queuedActions()
    .filter((action) => action.agentId === agentId)
    .at(-1);
  if (last?.route !== 'swipeLead' || !last.leadId || !todaysIds.has(last.leadId)) return null;
  await dropAction(last.id);
  return last.leadId;
}

/** Takes back the agent's last swipe; the lead is 'new' again and today's leads are read again. */
export function useUndoSwipe(agentId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getTodaysLeadsQueryOptions(agentId);
  return useMutation({
    mutationFn: async (): Promise<UndoOutcome> => {
      const todays = queryClient.getQueryData(queryKey) ?? [];
      const takenBack = await takeBackWaitingSwipe(agentId, new Set(todays.map((l) => l.id)));
      if (takenBack) return { takenBack };
      return callOrQueue(
        'undoSwipe',
        { body: { agentId } },
        { agentId, label: 'Undo the last swipe' },
      );
    },
    onSuccess: (outcome) => {
      if ('takenBack' in outcome) {
        queryClient.setQueryData(queryKey, (leads) =>
          leads?.map((l) => (l.id === outcome.takenBack ? { ...l, status: 'new' as const } : l)),
        );
      }
      return refreshIfReachable(() =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey }),
          refreshLeadLists(queryClient, agentId),
        ]),
      );
    },
  });
}
