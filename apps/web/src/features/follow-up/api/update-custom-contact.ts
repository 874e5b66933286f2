import type { Lead } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import type { CustomContactValues } from '../custom-contact-form';
import type { MutationConfig } from './mutation-config';
import { refreshFollowUp } from './refresh-follow-up';

interface UseUpdateCustomContactOptions {
  agentId: string;
  /** The lead's save swipe, which holds its custom contact; every saved lead has one. */
  swipeActionId: string | null;
  mutationConfig?: MutationConfig<Lead, CustomContactValues>;
}

/** Saves the lead's custom email and phone (null clears one); answers the lead. */
export function useUpdateCustomContact({
  agentId,
  swipeActionId,
  mutationConfig,
}: UseUpdateCustomContactOptions) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (values: CustomContactValues) => {
      if (!swipeActionId) throw new Error('This lead has no saved swipe to hold a contact.');
      return call(routes.updateCustomContact, {
        params: { swipeActionId },
        body: { agentId, ...values },
      });
    },
    onSuccess: (...args) => {
      onSuccess?.(...args);
      return refreshFollowUp(queryClient, agentId);
    },
  });
}
