import type { LeadCard } from '@porchlight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshLeadLists } from '@/api/lead-lists';
import { sendJson } from '@/lib/api-client';
import { getTodaysLeadsQueryOptions } from './get-todays-leads';

export async function undoSwipe(agentId: string): Promise<LeadCard> {
  return sendJson<LeadCard>('POST', '/api/swipe/undo', { agentId });
}

/** Takes back the agent's last swipe; the lead is 'new' again and today's leads are read again. */
export function useUndoSwipe(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => undoSwipe(agentId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getTodaysLeadsQueryOptions(agentId).queryKey }),
        refreshLeadLists(queryClient, agentId),
      ]),
  });
}
