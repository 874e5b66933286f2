import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshLeadLists } from '@/api/lead-lists';
import { swipeLead } from '@/api/swipe-lead';
import {
  toastMovedToDismissed,
  toastMovedToSaved,
  toastMoveToDismissedFailed,
  toastSaveFailed,
} from '../saved-lead-toasts';
import { leaveSavedListOptions } from './saved-list-cache';

/**
 * Saved to dismissed (docs/screens.md "Saved tab"): the lead leaves the saved list at once, then
 * one dismiss swipe moves it on the server; a failure puts it back.
 */
export function useMoveToDismissed(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leadId: string) => swipeLead(agentId, { id: leadId }, 'dismiss'),
    ...leaveSavedListOptions(queryClient, agentId, toastMoveToDismissedFailed),
    onSuccess: toastMovedToDismissed,
  });
}

/**
 * Dismissed to saved (docs/screens.md "Dismissed leads"): a save swipe; the lead leaves this list
 * once it is read.
 */
export function useMoveToSaved(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leadId: string) => swipeLead(agentId, { id: leadId }, 'save'),
    onSuccess: () => {
      toastMovedToSaved();
      return refreshLeadLists(queryClient, agentId);
    },
    onError: toastSaveFailed,
  });
}
