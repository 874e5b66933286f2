import { createECDH } from 'node:crypto';
import { AppError } from '../../lib/app-error';

/**
 * The push services a browser subscribes through (docs/notifications.md "Endpoints"): Chrome's
 * (FCM), Firefox's (Mozilla autopush), Edge's (Windows) and Safari's (Apple). The server POSTs to
 * an endpoint, so any other host would let a caller aim it at any address.
 */
const PUSH_SERVICE_HOSTS: readonly RegExp[] = [
  /^fcm\.googleapis\.com$/,
  /^([a-z0-9-]+\.)*push\.services\.mozilla\.com$/,
  /^([a-z0-9-]+\.)*notify\.windows\.com$/,
  /^([a-z0-9-]+\.)*push\.apple\.com$/,
];

const refused = (message: string, field = 'endpoint') =>
  new AppError('VALIDATION_ERROR', `${field}: ${message}`, {
    field,
    fields: { [field]: message },
  });

/**
 * Checks that `p256dh` is a point on P-256, as a browser's key always is: 65 bytes of the right
 * shape can still be no point at all, and such a key would fail only when the morning's message
 * is encrypted to it (docs/notifications.md "Devices"). A 400 naming `keys.p256dh` otherwise.
 */
export function assertDeviceKey(p256dh: string): void {
  try {
    const probe = createECDH('prime256v1');
    probe.generateKeys();
    probe.computeSecret(Buffer.from(p256dh, 'base64url'));
  } catch {
    throw refused('keys.p256dh must be a P-256 public key', 'keys.p256dh');
  }
}

/**
 * Checks that `endpoint` is an https address of a known push service, or of `extraOrigin` (the
 * tests' local fake push service); anything else is a 400 naming `endpoint`.
 */
export function assertPushServiceEndpoint(endpoint: string, extraOrigin: string | null): void {
  const url = new URL(endpoint);
  if (extraOrigin !== null && url.origin === extraOrigin) return;
  if (url.protocol !== 'https:' || url.username || url.password || url.port) {
    throw refused('endpoint must be an https address of a push service');
  }
  if (!PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname))) {
    throw refused("endpoint must be a browser's push service (FCM, Mozilla, Windows or Apple)");
  }
}

/** The push service's host, all that logs may show of an endpoint. */
export const endpointHost = (endpoint: string) => new URL(endpoint).host;
