import type { PassContactRequest } from '@porchlight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from './mutation-config';
import { refreshAfterContactChange } from './refresh-lead-lists';

/** Marks one of the lead's contacts as passed; it is hidden everywhere from then on. */
export async function passContact(leadId: string, body: PassContactRequest): Promise<void> {
  // The answer is not read: it carries nothing new, and the lead and lists are read again instead.
  await apiRequest('POST', `/api/leads/${encodeURIComponent(leadId)}/pass-contact`, body);
}

interface UsePassContactOptions {
  agentId: string;
  leadId: string;
  mutationConfig?: MutationConfig<void, string>;
}

/**
 * The variables are the contact's id. On success the lead, the saved list and the follow-up are
 * read again.
 */
export function usePassContact({ agentId, leadId, mutationConfig }: UsePassContactOptions) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (contactId: string) => passContact(leadId, { agentId, contactId }),
    onSuccess: (...args) => {
      onSuccess?.(...args);
      return refreshAfterContactChange(queryClient, { agentId, leadId });
    },
  });
}
