// When to ask a push service again (docs/notifications.md "Sending"): as long as it said in
// Retry-After, else exponentially longer each time, and never past the morning window.

/** The first wait when the service gave no Retry-After: one tick; then 2, 4, 8... minutes. */
const FIRST_BACKOFF_MS = 60_000;

/** A send waiting to be tried again by this process: the device's day stays claimed meanwhile. */
export interface PendingRetry {
  /** The device's local day the send is for. */
  day: string;
  /** How many attempts were made already. */
  attempts: number;
  at: Date;
}

/** This process's pending retries, by device id. */
export type RetrySchedule = Map<string, PendingRetry>;

/**
 * When the next attempt may go after `attempts` failed ones: the service's Retry-After if it gave
 * one, else 1, 2, 4... minutes; null when that is at or past the window's end.
 */
export function nextAttemptAt(
  now: Date,
  attempts: number,
  retryAfter: number | null,
  windowEnd: Date,
): Date | null {
  const wait = retryAfter !== null ? retryAfter * 1000 : FIRST_BACKOFF_MS * 2 ** (attempts - 1);
  const at = new Date(now.getTime() + wait);
  return at < windowEnd ? at : null;
}
