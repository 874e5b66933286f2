import { isReachable } from './connection';

// What the workspace asks of the connection (docs/offline.md "Knowing it is offline"); apart from
// connection.ts, which every page loads.

/** The server can be asked now: the phone has a network and the last call got an answer. */
export function canReachServer(): boolean {
  return navigator.onLine && isReachable();
}

/**
 * Runs a refresh after a change. Online the caller waits for it (a button stays pending until
 * the screen is read again); offline the read waits for the connection by itself, and the caller
 * must not wait with it.
 */
export function refreshIfReachable(refresh: () => Promise<unknown>): Promise<unknown> | undefined {
  const running = refresh();
  return canReachServer() ? running : undefined;
}
