// This browser's side of the morning notification (docs/notifications.md "The browser"): the Push
// API through the service worker. Every function is safe to call where push is missing.

/** Whether this browser can take push messages at all (an iPhone's only once installed). */
export function canPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The device's IANA time zone, as the browser reports it. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** 'granted', 'denied' or 'default' (not asked yet). */
export function notificationPermission(): NotificationPermission {
  return canPush() ? Notification.permission : 'denied';
}

const WORKER_WAIT_MS = 10_000;

/** The service worker's registration; it is installed once the page has loaded. */
async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(
      () => reject(new Error('The app is still installing: try again in a moment.')),
      WORKER_WAIT_MS,
    ),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** This device's current subscription, if the browser holds one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!canPush()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/** The VAPID public key as the Push API takes it. */
function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

/** The subscription as the server takes it: endpoint and keys. */
export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export function asDeviceSubscription(subscription: PushSubscription): DeviceSubscription {
  const { endpoint = subscription.endpoint, keys = {} } = subscription.toJSON();
  return { endpoint, keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' } };
}

/** Subscribes (or reuses the subscription) with the server's key. */
export async function subscribeDevice(publicKey: string): Promise<DeviceSubscription> {
  const registration = await workerRegistration();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  return asDeviceSubscription(subscription);
}
