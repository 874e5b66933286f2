import type { SwipeResponse } from '@porchlight/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/api-client';
import { invalidateApiPaths } from '@/lib/invalidate-api-paths';

export type SwipeAction = 'save' | 'dismiss';

export async function swipeLead(
  agentId: string,
  leadId: string,
  action: SwipeAction,
): Promise<SwipeResponse> {
  return sendJson<SwipeResponse>('POST', '/api/swipe', { agentId, leadId, action });
}

/** workspace.md §7: a swipe refreshes the saved and dismissed lists and the follow-up's activities. */
export function invalidateSwipedLists(queryClient: QueryClient): Promise<unknown> {
  return invalidateApiPaths(queryClient, ['/api/saved', '/api/dismissed', '/api/activities']);
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
