import type { PostcardOrder, SendPostcardRequest } from '@porchlight/contracts';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshLeadLists } from '@/api/lead-lists';
import { leadDetailKeys } from '@/api/query-keys';
import { sendJson } from '@/lib/api-client';

/** Queues the postcard: the server renders it in a background job and answers the order. */
export function sendPostcard(body: SendPostcardRequest): Promise<PostcardOrder> {
  return sendJson<PostcardOrder>('POST', '/api/postcards/send', body);
}

interface UseSendPostcardOptions {
  agentId: string;
  mutationConfig?: Omit<
    UseMutationOptions<PostcardOrder, Error, SendPostcardRequest>,
    'mutationFn'
  >;
}

/**
 * On success (docs/screens.md "Postcard dialog"): the saved lists, the follow-up (its
 * summary counts postcards) and the lead itself, which now shows the postcard as sent.
 */
export function useSendPostcard({ agentId, mutationConfig }: UseSendPostcardOptions) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: sendPostcard,
    onSuccess: (...args) => {
      onSuccess?.(...args);
      return Promise.all([
        refreshLeadLists(queryClient, agentId),
        queryClient.invalidateQueries({ queryKey: leadDetailKeys.detail(args[1].leadId) }),
      ]);
    },
  });
}
