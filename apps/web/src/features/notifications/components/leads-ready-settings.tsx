import { DEFAULT_PUSH_TIME, type PushSettings } from '@porchlight/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { usePushPublicKey } from '@/api/get-public-config';
import { Card, CardContent } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { toast, toastFailure } from '@/hooks/use-toast';
import {
  DEVICE_KEY,
  usePushSettings,
  useRemovePushSubscription,
  useSavePushSubscription,
} from '../api/push-subscription';
import {
  asDeviceSubscription,
  canPush,
  currentSubscription,
  type DeviceSubscription,
  deviceTimeZone,
  needsHomeScreen,
  notificationPermission,
  subscribeDevice,
} from '../push-device';
import { HomeScreenSteps } from './home-screen-steps';
import { LeadsReadyHeader } from './leads-ready-header';
import { MorningTimeField } from './morning-time-field';
import { NoPushNotice } from './no-push-notice';

/**
 * "Tell me when my leads are ready" (docs/notifications.md "The browser"): shown when the server
 * has push on and this browser has the Push API; on an iPhone in a Safari tab, how to install the
 * app to get it; elsewhere without push, why it cannot be turned on.
 */
export function LeadsReadySettings() {
  const publicKey = usePushPublicKey();
  if (!publicKey) return null;
  if (canPush()) return <LeadsReadyCard publicKey={publicKey} />;
  return needsHomeScreen() ? <HomeScreenSteps /> : <NoPushNotice />;
}

function useThisDevice() {
  return useQuery({
    queryKey: DEVICE_KEY,
    queryFn: async () => {
      const subscription = await currentSubscription();
      return subscription ? asDeviceSubscription(subscription) : null;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function LeadsReadyCard({ publicKey }: { publicKey: string }) {
  const queryClient = useQueryClient();
  const device = useThisDevice();
  const settings = usePushSettings(device.data?.endpoint ?? null);
  const save = useSavePushSubscription();
  const remove = useRemovePushSubscription();
  const [permission, setPermission] = useState(notificationPermission);
  const [asking, setAsking] = useState(false);
  const [choices, setChoices] = useState({ time: DEFAULT_PUSH_TIME, includeFollowUps: false });
  const saved: PushSettings | undefined = settings.data;
  useEffect(() => {
    if (saved?.subscribed)
      setChoices({ time: saved.time, includeFollowUps: saved.includeFollowUps });
  }, [saved]);

  const on = saved?.subscribed === true;
  const loading = device.isPending || (device.data !== null && settings.isPending);
  const busy = asking || save.isPending || remove.isPending;

  const store = (subscription: DeviceSubscription, next = choices) =>
    save.mutateAsync({ ...subscription, ...next, timeZone: deviceTimeZone() });

  async function turnOn() {
    setAsking(true);
    try {
      const answer = await Notification.requestPermission();
      setPermission(answer);
      if (answer !== 'granted') return;
      const subscription = await subscribeDevice(publicKey);
      queryClient.setQueryData(DEVICE_KEY, subscription);
      await store(subscription);
      toast({
        title: 'Notification On',
        description: `We'll tell you at ${choices.time} on business days.`,
      });
    } catch (error) {
      toastFailure('Could Not Turn It On', error, 'Failed to turn on the notification');
    } finally {
      setAsking(false);
    }
  }

  async function turnOff() {
    try {
      if (device.data) await remove.mutateAsync(device.data.endpoint);
      await (await currentSubscription())?.unsubscribe();
      queryClient.setQueryData(DEVICE_KEY, null);
    } catch (error) {
      toastFailure('Could Not Turn It Off', error, 'Failed to turn off the notification');
    }
  }

  function change(next: typeof choices) {
    setChoices(next);
    if (on && device.data) {
      store(device.data, next).catch((error: unknown) =>
        toastFailure('Could Not Save', error, 'Failed to save the notification settings'),
      );
    }
  }

  return (
    <Card>
      <LeadsReadyHeader />
      <CardContent>
        <SwitchRow
          checked={on}
          disabled={loading || busy || (!on && permission === 'denied')}
          onChange={(checked) => void (checked ? turnOn() : turnOff())}
        >
          Tell me when my leads are ready
        </SwitchRow>
        {permission === 'denied' && !on && (
          <p className="rounded-lg bg-muted p-3 text-sm">
            Notifications are blocked for Porchlight in this browser. To allow them, open this
            site's settings (the icon beside the address), set Notifications to Allow, then turn
            this on.
          </p>
        )}
        <MorningTimeField
          value={choices.time}
          disabled={busy}
          onChange={(time) => change({ ...choices, time })}
        />
        <div className="flex min-h-11 items-center gap-3">
          <Checkbox
            id="push-follow-ups"
            checked={choices.includeFollowUps}
            disabled={busy}
            onChange={(event) => change({ ...choices, includeFollowUps: event.target.checked })}
          />
          <Label htmlFor="push-follow-ups" className="text-base font-normal">
            Include follow-ups due today
          </Label>
        </div>
      </CardContent>
    </Card>
  );
}

function SwitchRow(props: {
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center justify-between gap-3">
      <Label htmlFor={id} className="text-base">
        {props.children}
      </Label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={props.checked}
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.checked)}
        className="relative h-8 w-14 shrink-0 cursor-pointer appearance-none rounded-full bg-muted-foreground/40 transition-colors before:absolute before:top-1 before:left-1 before:size-6 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-primary checked:before:translate-x-6 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60"
      />
    </div>
  );
}
