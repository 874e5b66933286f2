import type {
  ConnectFollowUpBossRequest,
  FollowUpBossConnection,
  FollowUpBossDelivery,
} from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '@/lib/api-client';
import { agentKey, routeKey, routeQuery } from '@/lib/route-query';

/** How often a lead on its way to Follow Up Boss is asked about, until it settles. */
export const DELIVERY_POLL_MS = 2000;

export function useFollowUpBossConnection(agentId: string) {
  return useQuery(routeQuery(routes.getFollowUpBossConnection, { params: { agentId } }));
}

/** Connect, change the Contacted switch, or remove: each answers the connection as it now is. */
export function useFollowUpBossChange(agentId: string) {
  const queryClient = useQueryClient();
  const params = { agentId };
  const keep = (connection: FollowUpBossConnection) =>
    queryClient.setQueryData(agentKey(routes.getFollowUpBossConnection, agentId), connection);
  return {
    connect: useMutation({
      mutationFn: (body: ConnectFollowUpBossRequest) =>
        call(routes.connectFollowUpBoss, { params, body }),
      onSuccess: keep,
    }),
    settings: useMutation({
      mutationFn: (autoSendOnContacted: boolean) =>
        call(routes.updateFollowUpBossSettings, { params, body: { autoSendOnContacted } }),
      onSuccess: keep,
    }),
    disconnect: useMutation({
      mutationFn: () => call(routes.disconnectFollowUpBoss, { params }),
      onSuccess: keep,
    }),
  };
}

/**
 * A lead's delivery, asked again while it is on its way. One that failed may have found the key
 * refused: the connection is read again, so the Profile tab and the button say so.
 */
export function useFollowUpBossDelivery(agentId: string, leadId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const delivery = useQuery({
    ...routeQuery(routes.getFollowUpBossDelivery, { params: { leadId } }),
    enabled,
    refetchInterval: (query) => (query.state.data?.status === 'queued' ? DELIVERY_POLL_MS : false),
  });
  const failed = delivery.data?.status === 'failed';
  useEffect(() => {
    if (!failed) return;
    void queryClient.invalidateQueries({
      queryKey: agentKey(routes.getFollowUpBossConnection, agentId),
    });
  }, [failed, agentId, queryClient]);
  return delivery;
}

export function useSendToFollowUpBoss(leadId: string) {
  const queryClient = useQueryClient();
  const params = { leadId };
  return useMutation({
    mutationFn: () => call(routes.sendLeadToFollowUpBoss, { params }),
    onSuccess: (delivery: FollowUpBossDelivery) =>
      queryClient.setQueryData(routeKey(routes.getFollowUpBossDelivery, { params }), delivery),
  });
}
