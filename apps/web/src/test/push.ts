import { afterEach, vi } from 'vitest';

// jsdom has no Push API, no service worker and no Notification: a test gives the browser it
// means (permission, a subscription already held), and each goes away after the test.

const added: [object, PropertyKey][] = [];

/** Only its presence on window matters: it says the browser has the Push API. */
class PushManager {}

function define(target: object, key: PropertyKey, value: unknown): void {
  Object.defineProperty(target, key, { value, configurable: true, writable: true });
  added.push([target, key]);
}

afterEach(() => {
  for (const [target, key] of added.splice(0)) Reflect.deleteProperty(target, key);
});

/** A PushSubscription at a push service, with a device's keys (base64url). */
export function fakeSubscription(
  endpoint = 'https://fcm.googleapis.com/fcm/send/this-phone',
  /** The VAPID public key it was made with (base64url), as `options.applicationServerKey` gives it. */
  serverKey: string | null = null,
) {
  const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' };
  const applicationServerKey = serverKey
    ? new Uint8Array(Buffer.from(serverKey, 'base64url')).buffer
    : null;
  return {
    endpoint,
    options: { applicationServerKey, userVisibleOnly: true },
    toJSON: () => ({ endpoint, keys }),
    unsubscribe: vi.fn(async () => true),
  };
}

/**
 * The Push API and Notification: `permission` as the browser holds it, the answer to the request,
 * and a subscription the browser already holds (or none).
 */
export function stubPush({
  permission = 'default',
  answer = 'granted',
  held = null,
}: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  held?: ReturnType<typeof fakeSubscription> | null;
} = {}) {
  let current = held;
  const made = fakeSubscription();
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      made.options.applicationServerKey = (options.applicationServerKey as Uint8Array)
        .buffer as ArrayBuffer;
      current = made;
      return made;
    }),
  };
  const registration = { pushManager };
  define(window, 'PushManager', PushManager);
  define(navigator, 'serviceWorker', {
    ready: Promise.resolve(registration),
    getRegistration: async () => registration,
  });
  const requestPermission = vi.fn(async () => {
    notification.permission = answer;
    return answer;
  });
  const notification = { permission, requestPermission };
  define(window, 'Notification', notification);
  return { pushManager, requestPermission, made };
}
