import * as routes from '@porchlight/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import type { MutationConfig } from './mutation-config';
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
      await call(routes.passContact, { params: { leadId }, body: { agentId, contactId } });
    },
    onSuccess: (...args) => {
      onSuccess?.(...args);
      return refreshAfterContactChange(queryClient, { agentId, leadId });
    },
  });
}
