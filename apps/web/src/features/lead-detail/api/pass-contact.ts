import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOrQueue } from '@/api/queued-call';
import { refreshIfReachable } from '@/lib/reachability';
import type { MutationConfig } from './mutation-config';
import { changeKeptLead, leadLabel } from './offline-lead';
import { refreshAfterContactChange } from './refresh-lead-lists';

interface UsePassContactOptions {
  agentId: string;
  leadId: string;
  mutationConfig?: MutationConfig<void, string>;
}

/**
 * Marks one of the lead's contacts as passed; it is hidden everywhere from then on.
 * The variables are the contact's id. On success the lead, the saved list and the follow-up are
 * read again.
 */
export function usePassContact({ agentId, leadId, mutationConfig }: UsePassContactOptions) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: async (contactId: string) => {
      // The answer is not kept: it carries nothing new, and the lead and lists are read again.
      const outcome = await callOrQueue(
        'passContact',
        { params: { leadId }, body: { agentId, contactId } },
        { agentId, leadId, label: `Pass a contact of ${leadLabel(queryClient, leadId)}` },
      );
      if (outcome.queued) {
        changeKeptLead(queryClient, leadId, (lead) => ({
          ...lead,
          passedContacts: [...lead.passedContacts, contactId],
        }));
      }
    },
    onSuccess: (...args) => {
      onSuccess?.(...args);
      return refreshIfReachable(() => refreshAfterContactChange(queryClient, { agentId, leadId }));
    },
  });
}
