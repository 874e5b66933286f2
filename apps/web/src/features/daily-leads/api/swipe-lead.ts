import type { SwipeResponse } from '@porchlight/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/api-client';

export type SwipeAction = 'save' | 'dismiss';

export async function swipeLead(
  agentId: string,
  leadId: string,
  action: SwipeAction,
): Promise<SwipeResponse> {
  return sendJson<SwipeResponse>('POST', '/api/swipe', { agentId, leadId, action });
}

/** The saved and dismissed lists, whatever their agent or filter (workspace.md §7). */
export function invalidateSwipedLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/saved'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/dismissed'] }),
  ]);
}

/**
 * Records a save or a pass. Today's leads are not refreshed here: the card shows its confirmation
 * for a moment first (the panel moves on after NEXT_LEAD_DELAY_MS).
 */
export function useSwipeLead(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leadId, action }: { leadId: string; action: SwipeAction }) =>
      swipeLead(agentId, leadId, action),
    onSuccess: () => invalidateSwipedLists(queryClient),
  });
}
