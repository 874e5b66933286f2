import type { Worker } from 'node:worker_threads';
import { AppError } from '../../lib/app-error';
import { createTaskThread } from '../../lib/task-thread';

/**
 * Every password hash runs here: on one thread of its own at the lowest priority (nice 19), one
 * at a time. A burst of sign-ins then takes at most one core, and only what the event loop and
 * PostgreSQL leave: swipes are served first (docs/security.md). libuv's pool, where node's async
 * scrypt ran, has four threads at normal priority and would take both cores.
 */
export interface PasswordHashing {
  argon2idHash(password: string, params?: Argon2idParams): Promise<string>;
  argon2idVerify(hash: string, password: string): Promise<boolean>;
  scrypt(password: string, salt: Uint8Array, params: ScryptParams): Promise<Buffer>;
  /** 0 or 1: the thread starts with the first hash and ends with `stop()`. */
  threadsRunning(): number;
  /** The thread running now, if any: its `threadId`, and its messages carry each hash's answer. */
  thread(): Worker | undefined;
  /** Ends the thread once the hashes asked for are done (a later hash starts it again). */
  stop(): Promise<void>;
}

/** OWASP's Password Storage Cheat Sheet's first choice, at its minimum: 19 MiB, 2 passes. */
export const ARGON2ID_PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
export type Argon2idParams = typeof ARGON2ID_PARAMS;
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
  maxmem: number;
  keyLength: number;
}

/**
 * Hashes waiting or running beyond which a new one is refused with SERVER_BUSY: ~14 ms each on an
 * idle core here, so a full queue is about a second of work. Past that a sign-in would only wait
 * longer and longer while the machine is saturated; a 503 with Retry-After says so at once.
 */
export const HASHING_CAPACITY = 64;
const NICENESS = 19;
const BUSY = 'Porchlight is busy right now. Please try again in a few seconds.';

type Task =
  | { kind: 'argon2id-hash'; password: string; params: Argon2idParams }
  | { kind: 'argon2id-verify'; password: string; hash: string }
  | { kind: 'scrypt'; password: string; salt: Uint8Array; params: ScryptParams };

export function createPasswordHashing({
  capacity = HASHING_CAPACITY,
  niceness = NICENESS,
}: {
  capacity?: number;
  niceness?: number;
} = {}): PasswordHashing {
  const hashing = createTaskThread(
    new URL('./password-hashing.thread.mjs', import.meta.url),
    'password hashing',
    { niceness },
  );
  const run = <T>(task: Task): Promise<T> => {
    if (hashing.pending() >= capacity) return Promise.reject(new AppError('SERVER_BUSY', BUSY));
    return hashing.run<T>(task);
  };

  return {
    argon2idHash: (password, params = ARGON2ID_PARAMS) =>
      run({ kind: 'argon2id-hash', password, params }),
    argon2idVerify: (hash, password) => run({ kind: 'argon2id-verify', password, hash }),
    scrypt: async (password, salt, params) =>
      Buffer.from(await run<Uint8Array>({ kind: 'scrypt', password, salt, params })),
    threadsRunning: () => (hashing.thread() ? 1 : 0),
    thread: () => hashing.thread(),
    stop: () => hashing.stop(),
  };
}

/**
 * The hashing thread's niceness: 19 beside the server's own requests, unless
 * PASSWORD_HASHING_NICENESS names another from 0 to 19 (the test suites run it at 0: beside other
 * test processes a nice-19 thread is starved far past half speed; docs/testing.md "Speed").
 */
export function hashingNiceness(setting: string | undefined): number {
  const niceness = Number(setting);
  return setting && Number.isInteger(niceness) && niceness >= 0 && niceness <= 19
    ? niceness
    : NICENESS;
}

/** The process's one hashing thread, shared by every app in it. */
export const passwordHashing = createPasswordHashing({
  niceness: hashingNiceness(process.env.PASSWORD_HASHING_NICENESS),
});
