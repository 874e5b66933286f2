import type { PushSettings, SavePushSubscriptionRequest } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { routeKey, routeQuery } from '@/lib/route-query';

/** This device's settings on the server, read by its endpoint (null: no subscription here). */
export function usePushSettings(endpoint: string | null) {
  return useQuery({
    ...routeQuery(routes.getPushSettings, { body: { endpoint: endpoint ?? '' } }),
    enabled: endpoint !== null,
  });
}

function useSettingsCache() {
  const queryClient = useQueryClient();
  return (endpoint: string, settings: PushSettings) =>
    queryClient.setQueryData(routeKey(routes.getPushSettings, { body: { endpoint } }), settings);
}

export function useSavePushSubscription() {
  const remember = useSettingsCache();
  return useMutation({
    mutationFn: (device: SavePushSubscriptionRequest) =>
      call(routes.savePushSubscription, { body: device }),
    onSuccess: (settings, device) => remember(device.endpoint, settings),
  });
}

export function useRemovePushSubscription() {
  const remember = useSettingsCache();
  return useMutation({
    mutationFn: (endpoint: string) => call(routes.removePushSubscription, { body: { endpoint } }),
    onSuccess: (_, endpoint) =>
      remember(endpoint, {
        subscribed: false,
        time: '08:00',
        timeZone: null,
        includeFollowUps: false,
      }),
  });
}
