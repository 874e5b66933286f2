import * as routes from '@porchlight/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { getCanGenerateQueryOptions } from './get-can-generate';
import { getTodaysLeadsQueryOptions } from './get-todays-leads';

/**
 * Delivers fresh leads into today's batch. The answer carries today's cards, which become the
 * Today tab's (and the offline copy's) without a second read; the can-generate answer is read
 * again whatever the outcome, and after a refusal today's cards too: the quota may have moved on.
 */
export function useFreshLeads(agentId: string) {
  const queryClient = useQueryClient();
  const today = getTodaysLeadsQueryOptions(agentId).queryKey;
  return useMutation({
    mutationFn: () => call(routes.getFreshLeads, { params: { agentId } }),
    onSuccess: async ({ leads }) => {
      // A today read begun before the delivery would put back the cards without it.
      await queryClient.cancelQueries({ queryKey: today });
      queryClient.setQueryData(today, leads);
    },
    onSettled: async (_answer, error) => {
      await Promise.all([
        error ? queryClient.invalidateQueries({ queryKey: today }) : undefined,
        queryClient.invalidateQueries({ queryKey: getCanGenerateQueryOptions(agentId).queryKey }),
      ]);
    },
  });
}
