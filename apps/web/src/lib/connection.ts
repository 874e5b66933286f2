// Whether the server can be reached (docs/offline.md "Knowing it is offline"). The browser's own
// flag only knows about the phone's radio: a basement with one bar, or a server that is down,
// still says "online". So every call reports how it went, and while calls fail a light probe asks
// the server again until it answers. No React Query here: api-client.ts (on every page) reports
// to it; the app provider hands the state on to React Query's online manager.

type Listener = (reachable: boolean) => void;

/** How often the probe asks while the server cannot be reached. */
export const PROBE_INTERVAL_MS = 5_000;
const PROBE_URL = '/api/version';

let reachable = true;
/** Some call on this page got an answer: a shell served from the phone's copy is online again. */
let answered = false;
/** When the server last answered, on this page or (restored) before the reload. */
let lastAnswerAt: number | null = null;
/** How far the server's clock is ahead of the phone's, from the answers' Date headers. */
let serverOffsetMs = 0;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function setReachable(next: boolean): void {
  if (next === reachable) return;
  reachable = next;
  for (const listener of listeners) listener(next);
}

function scheduleProbe(delay = PROBE_INTERVAL_MS): void {
  clearTimeout(probeTimer);
  probeTimer = setTimeout(probe, delay);
}

async function probe(): Promise<void> {
  probeTimer = undefined;
  try {
    const res = await fetch(PROBE_URL, { cache: 'no-store', credentials: 'include' });
    // Any answer at all means the server is there (a 503 while it drains is still an answer).
    if (res.status > 0) {
      setReachable(true);
      return;
    }
  } catch {
    // Still nothing: ask again later.
  }
  scheduleProbe();
}

/** A call got no answer at all. */
export function reportNetworkError(): void {
  setReachable(false);
  if (probeTimer === undefined) scheduleProbe();
}

/** A call got an answer (any status); its Date header sets the phone's clock against the server's. */
export function reportAnswer(date?: string | null): void {
  const serverTime = date ? Date.parse(date) : Number.NaN;
  // The header counts whole seconds: drift under two seconds is the header's own rounding.
  if (Number.isFinite(serverTime)) {
    const offset = serverTime - Date.now();
    serverOffsetMs = Math.abs(offset) < 2_000 ? 0 : offset;
  }
  clearTimeout(probeTimer);
  probeTimer = undefined;
  const first = !answered;
  answered = true;
  lastAnswerAt = Date.now();
  if (first && reachable) for (const listener of listeners) listener(true);
  setReachable(true);
}

/** When the server last answered: what "last updated" on the offline notice says. */
export function lastAnsweredAt(): number | null {
  return lastAnswerAt;
}

/** How far the server's clock was from the phone's at its last answer, to keep with the copy. */
export function serverClockOffset(): number {
  return serverOffsetMs;
}

/**
 * What the phone's copy kept from before a reload: when the server last answered, and its clock.
 * An answer on this page since knows better than the copy.
 */
export function restoreFromCopy(kept: { readAt: number | null; clockOffsetMs?: number }): void {
  if (answered) return;
  if (kept.readAt !== null) lastAnswerAt = kept.readAt;
  serverOffsetMs = kept.clockOffsetMs ?? 0;
}

/** This page has had an answer from the server. */
export function hasAnswered(): boolean {
  return answered;
}

export function isReachable(): boolean {
  return reachable;
}

/** The server can be asked now: the phone has a network and the last call got an answer. */
export function canReachServer(): boolean {
  return navigator.onLine && reachable;
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

/** Calls `listener` on every change of the phone's network or the server's reachability. */
export function onConnectionChange(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  const stop = onReachabilityChange(listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
    stop();
  };
}

/**
 * Now by the server's clock: the time an action was made is sent in it, so a phone whose clock is
 * wrong still has its work counted on the right day.
 */
export function serverNow(): Date {
  return new Date(Date.now() + serverOffsetMs);
}

/** Calls `listener` whenever reachability changes; returns the unsubscribe. */
export function onReachabilityChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The phone's radio came back: ask the server at once rather than at the next probe. */
export function checkNow(): void {
  scheduleProbe(0);
}

/** Tests: back to "reachable", no probe pending. */
export function resetConnection(): void {
  clearTimeout(probeTimer);
  probeTimer = undefined;
  reachable = true;
  answered = false;
  lastAnswerAt = null;
  serverOffsetMs = 0;
}
