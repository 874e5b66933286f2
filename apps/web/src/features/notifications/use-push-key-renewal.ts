import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePushPublicKey } from '@/api/get-public-config';
import {
  DEVICE_KEY,
  readPushSettings,
  removePushSubscription,
  savePushSubscription,
  useSettingsCache,
} from './api/push-subscription';
import { canPush, deviceTimeZone, renewForNewKey } from './push-device';

/**
 * Once as the signed-in app starts (docs/notifications.md "The browser"): when this browser's
 * subscription was made with another VAPID key than the server's now (a key change: the push
 * service refuses every message to it), subscribes again with the new key, saves the new one with
 * the old one's time and follow-ups, and removes the old one from the server.
 */
export function usePushKeyRenewal() {
  const queryClient = useQueryClient();
  const remember = useSettingsCache();
  const publicKey = usePushPublicKey();
  useQuery({
    queryKey: ['push-key-renewal', publicKey],
    enabled: Boolean(publicKey) && canPush(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async () => {
      const renewal = await renewForNewKey(publicKey ?? '');
      if (!renewal) return false;
      const { old, renewed } = renewal;
      // The server may have dropped the old one already (its push service answered 403).
      const before = await readPushSettings(old);
      const settings = await savePushSubscription({
        ...renewed,
        time: before.time,
        includeFollowUps: before.includeFollowUps,
        timeZone: deviceTimeZone(),
      });
      remember(renewed.endpoint, settings);
      queryClient.setQueryData(DEVICE_KEY, renewed);
      if (before.subscribed) await removePushSubscription(old);
      return true;
    },
  });
}
