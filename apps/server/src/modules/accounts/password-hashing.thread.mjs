// The password-hashing thread (see password-hashing.ts): plain JavaScript so Node starts it as it
// is, from the sources under test and from dist/ once built. It hashes synchronously on itself,
// not on libuv's pool, so the lowered priority below applies to every hash it runs.
import { scryptSync } from 'node:crypto';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';

try {
  // On Linux a thread has its own nice value: this lowers this thread only, not the event loop.
  setPriority(workerData.niceness);
} catch {
  // A system that refuses keeps the default priority; the hashes still run one at a time.
}

const ARGON2ID = 2;

/** @param {{ kind: string, password: string, hash?: string, salt?: Uint8Array, params?: Record<string, number> }} task */
function run(task) {
  if (task.kind === 'argon2id-hash') {
    return hashSync(task.password, { algorithm: ARGON2ID, ...task.params });
  }
  if (task.kind === 'argon2id-verify') {
    try {
      return verifySync(task.hash ?? '', task.password);
    } catch {
      return false; // a malformed stored hash matches nothing
    }
  }
  if (task.kind === 'scrypt') {
    const { keyLength, ...params } = task.params;
    return scryptSync(task.password, task.salt ?? new Uint8Array(), keyLength, params);
  }
  throw new Error(`unknown password task ${task.kind}`);
}

parentPort?.on('message', ({ id, task }) => {
  try {
    parentPort?.postMessage({ id, result: run(task) });
  } catch (error) {
    parentPort?.postMessage({ id, error: String(error) });
  }
});
