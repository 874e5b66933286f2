import * as routes from '@porchlight/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshLeadLists } from '@/api/lead-lists';
import { call } from '@/lib/api-client';
import { getTodaysLeadsQueryOptions } from './get-todays-leads';

/** Takes back the agent's last swipe; the lead is 'new' again and today's leads are read again. */
export function useUndoSwipe(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(routes.undoSwipe, { body: { agentId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getTodaysLeadsQueryOptions(agentId).queryKey }),
        refreshLeadLists(queryClient, agentId),
      ]),
  });
}
