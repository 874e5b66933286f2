import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { createPasswordHashing } from './password-hashing';
import { hashPassword } from './passwords';

/** Wall time (ms) of a fixed piece of main-thread work: longer when the thread is short of CPU. */
function mainThreadWork(): number {
  const started = performance.now();
  let digest = Buffer.alloc(32);
  for (let i = 0; i < 60_000; i++) digest = createHash('sha256').update(digest).digest();
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

describe('password hashing, off the event loop', () => {
  it('leaves the main thread its CPU during 10 parallel hashes', async () => {
    await hashPassword('warm-up');
    const alone: number[] = [];
    const beside: number[] = [];
    // Interleaved, so a busy moment elsewhere on the machine hits both alike.
    for (let round = 0; round < 3; round++) {
      alone.push(mainThreadWork());
      const hashes = Promise.all(Array.from({ length: 10 }, (_, i) => hashPassword(`pw-${i}`)));
      // Let the hashing start before the work is timed.
      await new Promise((resolve) => setTimeout(resolve, 5));
      beside.push(mainThreadWork());
      await hashes;
    }
    const [a, b] = [median(alone), median(beside)];
    // Before, node's async scrypt ran on libuv's four threads at normal priority: on two cores
    // the main thread's work took 2.9-3.0x as long beside 10 hashes (about 1x on the hashing thread).
    expect(b / a, `alone ${a.toFixed(0)} ms, beside 10 hashes ${b.toFixed(0)} ms`).toBeLessThan(
      1.4,
    );
  });

  it('runs one hash at a time, and answers SERVER_BUSY once its queue is full', async () => {
    const hashing = createPasswordHashing({ capacity: 3 });
    try {
      const asked = Array.from({ length: 5 }, (_, i) => hashing.argon2idHash(`pw-${i}`));
      const settled = await Promise.allSettled(asked);
      expect(settled.map((s) => s.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
        'rejected',
        'rejected',
      ]);
      const refused = settled[3]?.status === 'rejected' ? settled[3].reason : undefined;
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ code: 'SERVER_BUSY', status: 503 });
      expect(hashing.threadsRunning()).toBe(1);
    } finally {
      await hashing.stop();
    }
  });

  it('ends its thread when stopped, and starts one again for the next hash', async () => {
    const hashing = createPasswordHashing();
    expect(hashing.threadsRunning()).toBe(0);
    await hashing.argon2idHash('Porchlight1!');
    expect(hashing.threadsRunning()).toBe(1);
    await hashing.stop();
    expect(hashing.threadsRunning()).toBe(0);
    expect(await hashing.argon2idHash('Porchlight1!')).toMatch(/^\$argon2id\$/);
    await hashing.stop();
  });
});
