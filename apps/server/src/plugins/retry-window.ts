/** A queue's retry options, as pg-boss takes them. */
export interface RetryOptions {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  retryDelayMax?: number;
}

/**
 * The shortest and longest time, in seconds, from a job's first failure to its last run: pg-boss
 * 12 waits `retryDelay × 2^(n-1) × (1 + random)` before retry n with backoff (its plans.js, the
 * failure's `start_after`), at most `retryDelayMax`; without backoff, `retryDelay` each time.
 */
export function retryWindowSeconds(queue: RetryOptions): { min: number; max: number } {
  let min = 0;
  let max = 0;
  for (let n = 1; n <= queue.retryLimit; n++) {
    const base = queue.retryBackoff ? queue.retryDelay * 2 ** (n - 1) : queue.retryDelay;
    const cap = queue.retryDelayMax ?? Number.POSITIVE_INFINITY;
    min += Math.min(cap, base);
    max += Math.min(cap, queue.retryBackoff ? 2 * base : base);
  }
  return { min, max };
}
