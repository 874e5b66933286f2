import type { OptOut } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import type { MutationConfig } from './mutation-config';
import { refreshFollowUp } from './refresh-follow-up';

interface UseOptOutContactOptions {
  agentId: string;
  leadId: string;
  mutationConfig?: MutationConfig<OptOut, string>;
}

/**
 * The owner asked this agent to stop: from now on the contact is treated like DNC. The variables
 * are the contact's id.
 */
export function useOptOutContact({ agentId, leadId, mutationConfig }: UseOptOutContactOptions) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (contactId: string) =>
      call(routes.optOutContact, { body: { agentId, leadId, contactId } }),
    onSuccess: (...args) => {
      onSuccess?.(...args);
      return refreshFollowUp(queryClient, agentId);
    },
  });
}
