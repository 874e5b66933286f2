import { expect, it } from 'vitest';
import { QUEUES } from './jobs';
import { retryWindowSeconds } from './retry-window';

const HOUR = 3600;

it("gives a postcard's retries 12 to 14 hours: a postcard service down for the night", () => {
  const { min, max } = retryWindowSeconds(QUEUES.postcard);
  expect(min).toBeGreaterThanOrEqual(12 * HOUR);
  expect(max).toBeLessThanOrEqual(14.2 * HOUR);
  // Then the job goes to the queue that settles the card, never leaving it `checking`.
  expect(QUEUES.postcard.deadLetter).toBe('postcard-give-up');
});

it("reads pg-boss's backoff: doubling from the delay, each wait capped", () => {
  const queue = { retryLimit: 3, retryDelay: 10, retryBackoff: true, retryDelayMax: 300 };
  expect(retryWindowSeconds(queue)).toEqual({ min: 70, max: 140 });
  expect(retryWindowSeconds({ ...queue, retryDelayMax: 15 })).toEqual({ min: 40, max: 45 });
  expect(retryWindowSeconds({ ...queue, retryBackoff: false })).toEqual({ min: 30, max: 30 });
});
