import * as routes from '@porchlight/contracts/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { agentKey, routeQuery } from '@/lib/route-query';

/** Whether the agent's calendar feed link is live (docs/connections.md "Calendar feed"). */
export function useCalendarFeed(agentId: string) {
  return useQuery(routeQuery(routes.getCalendarFeed, { params: { agentId } }));
}

function useFeedChange<T>(agentId: string, change: () => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: agentKey(routes.getCalendarFeed, agentId) }),
  });
}

/** A new link, replacing any earlier one: its answer is the only time the link is shown. */
export function useCreateCalendarFeed(agentId: string) {
  return useFeedChange(agentId, () => call(routes.createCalendarFeed, { params: { agentId } }));
}

/** Ends the link: calendars subscribed to it stop getting the follow-up. */
export function useRevokeCalendarFeed(agentId: string) {
  return useFeedChange(agentId, () => call(routes.revokeCalendarFeed, { params: { agentId } }));
}
