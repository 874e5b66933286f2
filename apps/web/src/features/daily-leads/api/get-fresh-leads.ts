import * as routes from '@porchlight/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { getCanGenerateQueryOptions } from './get-can-generate';
import { getTodaysLeadsQueryOptions } from './get-todays-leads';

/**
 * Delivers fresh leads into today's batch. Whatever the outcome, today's leads and the
 * can-generate answer are read again: a refusal may mean the quota moved on.
 */
export function useFreshLeads(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(routes.getFreshLeads, { params: { agentId } }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getTodaysLeadsQueryOptions(agentId).queryKey }),
        queryClient.invalidateQueries({ queryKey: getCanGenerateQueryOptions(agentId).queryKey }),
      ]);
    },
  });
}
