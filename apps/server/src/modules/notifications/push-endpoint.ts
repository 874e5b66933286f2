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

const refused = (message: string) =>
  new AppError('VALIDATION_ERROR', `endpoint: ${message}`, {
    field: 'endpoint',
    fields: { endpoint: message },
  });

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
