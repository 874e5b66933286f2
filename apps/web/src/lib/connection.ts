import { callWatch } from './api-client';
import { CONNECTION_EVENT, type ConnectionNotice } from './connection-event';

// Whether the server can be reached (docs/offline.md "Knowing it is offline"). The browser's own
// flag only knows about the phone's radio: a basement with one bar, or a server that is down,
// still says "online". So every call reports how it went (api-client.ts); in the workspace a
// light probe asks again while calls fail (connection-probe.ts), and field mode hands the state on
// to React Query's online manager. The notice above every page hears of it by a window event.

type Listener = (reachable: boolean) => void;

let reachable = true;
/** Some call on this page got an answer: a shell served from the phone's copy is online again. */
let answered = false;
/** When the server last answered, on this page or (restored) before the reload. */
let lastAnswerAt: number | null = null;
/** How far the server's clock is ahead of the phone's, from the answers' Date headers. */
let serverOffsetMs = 0;
/** How many of the agent's acts wait on this phone (offline-queue.ts sets it; the notice shows it). */
let pending = 0;
const listeners = new Set<Listener>();

/** Offline: the radio off, the server not answering, or a page from the phone's copy before any answer. */
function isOffline(): boolean {
  return (
    !navigator.onLine ||
    !reachable ||
    (document.documentElement.hasAttribute('data-offline') && !answered)
  );
}

/** The notice above every page: when the server last answered, and what waits to be sent. */
function noticeText(): ConnectionNotice {
  if (!isOffline()) return null;
  const updated =
    lastAnswerAt === null
      ? "You're offline."
      : `Offline · last updated ${new Date(lastAnswerAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;
  if (pending === 0) return updated;
  return `${updated}\n${pending} ${pending === 1 ? 'change' : 'changes'} waiting to send.`;
}

function notify(): void {
  for (const listener of listeners) listener(reachable);
  window.dispatchEvent(new CustomEvent(CONNECTION_EVENT, { detail: noticeText() }));
}

function setReachable(next: boolean): void {
  if (next === reachable) return;
  reachable = next;
  notify();
}

/** The Date header counts whole seconds: drift under two seconds is the header's own rounding. */
const HEADER_ROUNDING_MS = 2_000;
const clockListeners = new Set<() => void>();

/** Keeps the server's offset; a move past the header's rounding tells the screen's clocks. */
function setServerOffset(next: number): void {
  const moved = Math.abs(next - serverOffsetMs) >= HEADER_ROUNDING_MS;
  serverOffsetMs = next;
  if (moved) for (const listener of clockListeners) listener();
}

/**
 * Calls `listener` when the server's clock is found to be elsewhere than was thought (a first
 * answer, or the phone's copy after a reload); returns the unsubscribe.
 */
export function onServerClockChange(listener: () => void): () => void {
  clockListeners.add(listener);
  return () => clockListeners.delete(listener);
}

/** A call got no answer at all. */
export function reportNetworkError(): void {
  setReachable(false);
}

/** A call got an answer (any status); its Date header sets the phone's clock against the server's. */
export function reportAnswer(date?: string | null): void {
  const serverTime = date ? Date.parse(date) : Number.NaN;
  if (Number.isFinite(serverTime)) {
    const offset = serverTime - Date.now();
    setServerOffset(Math.abs(offset) < HEADER_ROUNDING_MS ? 0 : offset);
  }
  const first = !answered;
  answered = true;
  lastAnswerAt = Date.now();
  if (first && reachable) notify();
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
  setServerOffset(kept.clockOffsetMs ?? 0);
  notify();
}

export function isReachable(): boolean {
  return reachable;
}

export function setPendingCount(count: number): void {
  if (count === pending) return;
  pending = count;
  notify();
}

export function pendingCount(): number {
  return pending;
}

/**
 * Calls `listener` whenever the radio, reachability or the waiting count changes (with
 * reachability); returns the unsubscribe.
 */
export function onReachabilityChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests: back to "reachable", nothing answered yet. */
export function resetConnection(): void {
  reachable = true;
  answered = false;
  lastAnswerAt = null;
  serverOffsetMs = 0;
}

callWatch.noAnswer = reportNetworkError;
callWatch.answered = reportAnswer;
window.addEventListener('online', notify);
window.addEventListener('offline', notify);
