import type { PostcardOrder, SendPostcardRequest } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshLeadLists } from '@/api/lead-lists';
import { call } from '@/lib/api-client';
import { routeKey } from '@/lib/route-query';

interface UseSendPostcardOptions {
  agentId: string;
  mutationConfig?: Omit<
    UseMutationOptions<PostcardOrder, Error, SendPostcardRequest>,
    'mutationFn'
  >;
}

/**
 * Queues the postcard: the server renders it in a background job and answers the order.
 * On success (docs/screens.md "Postcard dialog"): the saved lists, the follow-up (its
 * summary counts postcards) and the lead itself, which now shows the postcard as sent.
 */
export function useSendPostcard({ agentId, mutationConfig }: UseSendPostcardOptions) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (body: SendPostcardRequest) => call(routes.sendPostcard, { body }),
    onSuccess: (...args) => {
      onSuccess?.(...args);
      return Promise.all([
        refreshLeadLists(queryClient, agentId),
        queryClient.invalidateQueries({
          queryKey: routeKey(routes.getLead, { params: { leadId: args[1].leadId } }),
        }),
      ]);
    },
  });
}
