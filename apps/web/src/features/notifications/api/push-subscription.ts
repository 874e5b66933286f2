import {
  DEFAULT_PUSH_TIME,
  type PushSettings,
  type SavePushSubscriptionRequest,
} from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { routeKey, routeQuery } from '@/lib/route-query';

/** The browser's own subscription, kept once read (null: none here). */
export const DEVICE_KEY = ['push-device'] as const;

export const NOT_SUBSCRIBED: PushSettings = {
  subscribed: false,
  time: DEFAULT_PUSH_TIME,
  timeZone: null,
  includeFollowUps: false,
};

/** This device's settings on the server, read by its endpoint (null: no subscription here). */
export function usePushSettings(endpoint: string | null) {
  return useQuery({
    ...routeQuery(routes.getPushSettings, { body: { endpoint: endpoint ?? '' } }),
    enabled: endpoint !== null,
  });
}

export const readPushSettings = (endpoint: string) =>
  call(routes.getPushSettings, { body: { endpoint } });
export const savePushSubscription = (device: SavePushSubscriptionRequest) =>
  call(routes.savePushSubscription, { body: device });
export const removePushSubscription = (endpoint: string) =>
  call(routes.removePushSubscription, { body: { endpoint } });

export function useSettingsCache() {
  const queryClient = useQueryClient();
  return (endpoint: string, settings: PushSettings) =>
    queryClient.setQueryData(routeKey(routes.getPushSettings, { body: { endpoint } }), settings);
}

export function useSavePushSubscription() {
  const remember = useSettingsCache();
  return useMutation({
    mutationFn: savePushSubscription,
    onSuccess: (settings, device) => remember(device.endpoint, settings),
  });
}

export function useRemovePushSubscription() {
  const remember = useSettingsCache();
  return useMutation({
    mutationFn: removePushSubscription,
    onSuccess: (_, endpoint) => remember(endpoint, NOT_SUBSCRIBED),
  });
}
