import type { LeadCard } from '@porchlight/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { STATUS_AFTER_SWIPE, type SwipeAction, useSwipeLead } from '@/api/swipe-lead';
import { toast } from '@/hooks/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { getTodaysLeadsQueryOptions } from './api/get-todays-leads';
import { useUndoSwipe } from './api/undo-swipe';

/** docs/screens.md "Swipe": the card shows its confirmation this long before the next lead. */
export const NEXT_LEAD_DELAY_MS = 100;

const SWIPE_TOASTS = {
  save: { title: 'Lead Saved', description: 'This lead has been added to your saved list' },
  dismiss: { title: 'Lead Passed', description: 'This lead has been dismissed' },
} as const;

/** A swipe kept on the phone for later (docs/offline.md "Work done offline"). */
export const QUEUED_SWIPE_TEXT = "Kept on this phone: it is sent when you're back online.";

/**
 * The swipe flow (docs/screens.md "Swipe"): records a save or a pass, keeps the swiped card on
 * screen for NEXT_LEAD_DELAY_MS, then moves on to the next 'new' lead. A failed swipe rejects, so
 * the card stays.
 */
export function useSwipeFlow(agentId: string) {
  const queryClient = useQueryClient();
  const swipe = useSwipeLead(agentId);
  const undo = useUndoSwipe(agentId);
  // The lead kept on screen while it shows its confirmation.
  const [heldId, setHeldId] = useState<string | null>(null);
  const [swipedHere, setSwipedHere] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The swiped card's new status, written into today's leads when its confirmation ends.
  const pendingWrite = useRef<(() => void) | undefined>(undefined);
  // Leaving the tab during the confirmation writes it at once: today's leads (and the copy the
  // phone keeps of them for field mode) must never show a swiped card as new again. Only
  // invalidated, the inactive query kept the card new, and a reload with no signal offered it to
  // be swiped a second time (docs/offline.md "Work done offline").
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      pendingWrite.current?.();
    },
    [],
  );

  const record = async (lead: LeadCard, action: SwipeAction): Promise<void> => {
    let swiped: LeadCard;
    let queued = false;
    try {
      const outcome = await swipe.mutateAsync({ lead, action });
      queued = outcome.queued;
      // Waiting on the phone (docs/offline.md "Work done offline"): the card moves on as if sent.
      swiped = outcome.queued
        ? { ...lead, status: STATUS_AFTER_SWIPE[action] }
        : outcome.answer.lead;
    } catch (error) {
      toast({
        title: 'Error',
        description: apiErrorMessage(error, 'Failed to record swipe action'),
        variant: 'destructive',
      });
      throw error;
    }
    toast(
      queued
        ? { title: SWIPE_TOASTS[action].title, description: QUEUED_SWIPE_TEXT }
        : SWIPE_TOASTS[action],
    );
    setHeldId(lead.id);
    setSwipedHere(true);
    clearTimeout(timer.current);
    // A swipe made during another's confirmation writes the earlier one first.
    pendingWrite.current?.();
    const write = () => {
      pendingWrite.current = undefined;
      const { queryKey } = getTodaysLeadsQueryOptions(agentId);
      queryClient.setQueryData(queryKey, (leads) =>
        leads?.map((l) => (l.id === swiped.id ? { ...l, ...swiped, status: swiped.status } : l)),
      );
      void queryClient.invalidateQueries({ queryKey });
    };
    pendingWrite.current = write;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      write();
      setHeldId(null);
    }, NEXT_LEAD_DELAY_MS);
  };

  const undoLast = () => {
    undo.mutate(undefined, {
      onSuccess: (outcome) => {
        if ('queued' in outcome && outcome.queued) {
          toast({ title: 'Undo Waiting', description: "It will be sent when you're back online." });
        }
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: apiErrorMessage(error, 'Failed to undo swipe action'),
          variant: 'destructive',
        }),
    });
  };

  /**
   * Fresh cards: back to the first 'new' lead (docs/screens.md "Swipe": the card index resets to
   * 0).
   */
  const reset = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    pendingWrite.current?.();
    setHeldId(null);
  }, []);

  return {
    heldId,
    swipedHere,
    busy: swipe.isPending || undo.isPending || heldId !== null,
    save: (lead: LeadCard) => record(lead, 'save'),
    pass: (lead: LeadCard) => record(lead, 'dismiss'),
    undo: undoLast,
    reset,
  };
}
