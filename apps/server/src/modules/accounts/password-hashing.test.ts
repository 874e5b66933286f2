import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { createPasswordHashing, hashingNiceness, passwordHashing } from './password-hashing';
import { hashPassword } from './passwords';

describe('password hashing, off the event loop', () => {
  // Timing the main thread's work beside the hashes measured the cause's effect, at the mercy of
  // whatever else the machine ran. This shows the cause: the main thread only posts the passwords
  // and takes the answers; each hash is made on the hashing thread, whose message carries it.
  it('makes 10 parallel hashes on its own thread, and none on the main thread', async () => {
    let settled = 0;
    const count = () => {
      settled += 1;
    };
    const hashes = Array.from({ length: 10 }, (_, i) => hashPassword(`pw-${i}`));
    for (const hash of hashes) hash.then(count, count);
    const thread = passwordHashing.thread();
    if (!thread) throw new Error('no hashing thread was started');
    expect(thread.threadId).not.toBe(threadId);
    expect(passwordHashing.threadsRunning()).toBe(1);
    // Its answers are messages, which wait for the event loop's next turn: listening now misses none.
    const posted: unknown[] = [];
    const listen = ({ result }: { result: unknown }) => posted.push(result);
    thread.on('message', listen);
    try {
      // The calls returned before any hashing: while only promise callbacks run, none settles
      // (one hashed on the main thread, in the call or in a callback, would have by now).
      for (let tick = 0; tick < 100; tick++) await Promise.resolve();
      expect(settled).toBe(0);

      const answers = await Promise.all(hashes);
      for (const answer of answers) expect(answer).toMatch(/^\$argon2id\$/);
      // Every hash came from the thread, one after another, in the order asked.
      expect(posted.filter((result) => answers.includes(result as string))).toEqual(answers);
    } finally {
      thread.off('message', listen);
    }
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

describe("the hashing thread's niceness", () => {
  it('is 19 unless PASSWORD_HASHING_NICENESS names one from 0 to 19', () => {
    expect(hashingNiceness(undefined)).toBe(19);
    expect(hashingNiceness('')).toBe(19);
    expect(hashingNiceness('0')).toBe(0);
    expect(hashingNiceness('10')).toBe(10);
    for (const wrong of ['-1', '20', '1.5', 'low']) expect(hashingNiceness(wrong)).toBe(19);
  });
});
