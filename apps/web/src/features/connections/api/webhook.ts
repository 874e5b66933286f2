import type { WebhookSettings } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { routeQuery } from '@/lib/route-query';

/** The agent's webhook address and its last 50 delivery attempts (docs/connections.md). */
export function webhookQueryOptions(agentId: string) {
  return routeQuery(routes.getWebhook, { params: { agentId } });
}

export function useWebhook(agentId: string) {
  return useQuery(webhookQueryOptions(agentId));
}

/**
 * Save, New secret and Remove: each answer replaces the card's data (the secret, when the answer
 * has one, is shown by the card from the mutation's own answer, never kept in the cache).
 */
export function useWebhookActions(agentId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = webhookQueryOptions(agentId);
  const keep = (settings: WebhookSettings) =>
    queryClient.setQueryData(queryKey, { ...settings, secret: null });
  const params = { agentId };
  return {
    save: useMutation({
      mutationFn: (url: string) => call(routes.saveWebhook, { params, body: { url } }),
      onSuccess: keep,
    }),
    rotate: useMutation({
      mutationFn: () => call(routes.rotateWebhookSecret, { params }),
      onSuccess: keep,
    }),
    remove: useMutation({
      mutationFn: () => call(routes.removeWebhook, { params }),
      onSuccess: () =>
        queryClient.setQueryData(queryKey, { url: null, secret: null, attempts: [] }),
    }),
  };
}
