import type { Lead } from '@porchlight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/api-client';
import { toastRemoveFailed } from '../saved-lead-toasts';
import { leaveSavedListOptions } from './saved-list-cache';

export async function unsaveLead(agentId: string, leadId: string): Promise<Lead> {
  return sendJson<Lead>('DELETE', `/api/leads/${encodeURIComponent(leadId)}/unsave`, { agentId });
}

/**
 * Removes a saved lead for good (docs/leads.md "Swipes"): out of saved and follow-up, not
 * dismissed, never delivered again. It leaves the list at once and comes back if the call fails.
 */
export function useRemoveSavedLead(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leadId: string) => unsaveLead(agentId, leadId),
    ...leaveSavedListOptions(queryClient, agentId, toastRemoveFailed),
  });
}
