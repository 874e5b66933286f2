import * as routes from '@porchlight/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { toastRemoveFailed } from '../saved-lead-toasts';
import { leaveSavedListOptions } from './saved-list-cache';

/**
 * Removes a saved lead for good (docs/leads.md "Swipes"): out of saved and follow-up, not
 * dismissed, never delivered again. It leaves the list at once and comes back if the call fails.
 */
export function useRemoveSavedLead(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leadId: string) =>
      call(routes.unsaveLead, { params: { leadId }, body: { agentId } }),
    ...leaveSavedListOptions(queryClient, agentId, toastRemoveFailed),
  });
}
