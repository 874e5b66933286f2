// How many of the agent's actions wait on this phone for a connection. Its own small module: the
// notice above every page shows the number, and must not load the queue (which brings the route
// definitions) onto the public pages.

type Listener = () => void;

let pending = 0;
const listeners = new Set<Listener>();

export function setPendingCount(count: number): void {
  if (count === pending) return;
  pending = count;
  for (const listener of listeners) listener();
}

export function pendingCount(): number {
  return pending;
}

export function onPendingChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The Web Lock held while the waiting work is sent (one tab sends at a time). */
export const SEND_LOCK = 'porchlight-outbox';

/** A send that hangs (a connection dropping mid-way) never holds an update longer than this. */
const SEND_WAIT_LIMIT_MS = 5_000;

/**
 * Leaves the page only once no send is under way (docs/offline.md "Updates"): the waiting work
 * itself is kept on the phone and goes after the reload, so a reload never loses it, and one that
 * waits for a send in flight never cuts it off.
 */
export async function leaveAfterSending(leave: () => void): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    const limit = new Promise<void>((resolve) => setTimeout(resolve, SEND_WAIT_LIMIT_MS));
    await Promise.race([navigator.locks.request(SEND_LOCK, () => undefined), limit]);
  }
  leave();
}
