import type { CustomContactRequest, Lead } from '@porchlight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/api-client';
import type { CustomContactValues } from '../custom-contact-form';
import type { MutationConfig } from './mutation-config';
import { refreshFollowUp } from './refresh-follow-up';

/** Saves the lead's custom email and phone (null clears one); answers the lead. */
export async function updateCustomContact(
  swipeActionId: string,
  body: CustomContactRequest,
): Promise<Lead> {
  return sendJson<Lead>(
    'PATCH',
    `/api/swipe-actions/${encodeURIComponent(swipeActionId)}/contact`,
    body,
  );
}

interface UseUpdateCustomContactOptions {
  agentId: string;
  /** The lead's save swipe, which holds its custom contact; every saved lead has one. */
  swipeActionId: string | null;
  mutationConfig?: MutationConfig<Lead, CustomContactValues>;
}

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
      return updateCustomContact(swipeActionId, { agentId, ...values });
    },
    onSuccess: (...args) => {
      onSuccess?.(...args);
      return refreshFollowUp(queryClient, agentId);
    },
  });
}
