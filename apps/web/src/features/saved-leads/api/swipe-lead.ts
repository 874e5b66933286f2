import type { SwipeResponse } from '@porchlight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/api-client';
import {
  toastMovedToDismissed,
  toastMovedToSaved,
  toastMoveToDismissedFailed,
  toastSaveFailed,
} from '../saved-lead-toasts';
import { leaveSavedListOptions, refreshLeadLists } from './saved-list-cache';

export async function swipeLead(
  agentId: string,
  leadId: string,
  action: 'save' | 'dismiss',
): Promise<SwipeResponse> {
  return sendJson<SwipeResponse>('POST', '/api/swipe', { agentId, leadId, action });
}

/**
 * Saved to dismissed (workspace.md §4): the lead leaves the saved list at once, then one dismiss
 * swipe moves it on the server; a failure puts it back.
 */
export function useMoveToDismissed(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leadId: string) => swipeLead(agentId, leadId, 'dismiss'),
    ...leaveSavedListOptions(queryClient, agentId, toastMoveToDismissedFailed),
    onSuccess: toastMovedToDismissed,
  });
}

/** Dismissed to saved (workspace.md §4): a save swipe; the lead leaves this list once it is read. */
export function useMoveToSaved(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leadId: string) => swipeLead(agentId, leadId, 'save'),
    onSuccess: () => {
      toastMovedToSaved();
      return refreshLeadLists(queryClient, agentId);
    },
    onError: toastSaveFailed,
  });
}
