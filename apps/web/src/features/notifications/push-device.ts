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

/**
 * True where an iPhone or iPad has no Push API because Porchlight runs in a Safari tab: iOS gives
 * web push only to an app added to the Home Screen and opened from there (docs/notifications.md
 * "The browser").
 */
export function needsHomeScreen(): boolean {
  if (typeof window === 'undefined' || canPush()) return false;
  const { userAgent, maxTouchPoints } = navigator;
  // iPadOS asks for the desktop site: it says Macintosh, but a Mac has no touch screen.
  const apple =
    /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const installed =
    (navigator as { standalone?: boolean }).standalone === true ||
    window.matchMedia?.('(display-mode: standalone)').matches === true;
  return apple && !installed;
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

/** The key a subscription was made with (unpadded base64url), or null where the browser hides it. */
function subscriptionKey(subscription: PushSubscription): string | null {
  const key = subscription.options?.applicationServerKey;
  if (!key) return null;
  const text = String.fromCharCode(...new Uint8Array(key));
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** True when the subscription was made with another key than the server's: it can never be sent to. */
function madeWithAnotherKey(subscription: PushSubscription, publicKey: string): boolean {
  const key = subscriptionKey(subscription);
  return key !== null && key !== publicKey;
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

/** Subscribes with the server's key, reusing a subscription made with it and replacing another. */
export async function subscribeDevice(publicKey: string): Promise<DeviceSubscription> {
  const registration = await workerRegistration();
  let held = await registration.pushManager.getSubscription();
  if (held && madeWithAnotherKey(held, publicKey)) {
    await held.unsubscribe();
    held = null;
  }
  const subscription =
    held ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  return asDeviceSubscription(subscription);
}

/**
 * When the server's key changed since this browser subscribed (docs/notifications.md "The
 * browser"): drops the old subscription and makes one with the new key, answering both; null when
 * there is nothing to renew (no subscription, the same key, or no permission to subscribe now).
 */
export async function renewForNewKey(
  publicKey: string,
): Promise<{ old: string; renewed: DeviceSubscription } | null> {
  if (notificationPermission() !== 'granted') return null;
  const held = await currentSubscription();
  if (!held || !madeWithAnotherKey(held, publicKey)) return null;
  const old = held.endpoint;
  return { old, renewed: await subscribeDevice(publicKey) };
}
