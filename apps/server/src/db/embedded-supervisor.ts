import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** Tries to bring PostgreSQL back before giving up: its orphaned backends may need a moment. */
const RESTART_ATTEMPTS = 10;
const RESTART_PAUSE_MS = 1_000;

export interface Supervised {
  /** The server running now (a new process after each restart). */
  current(): ChildProcess;
  /** Stops watching: a stop asked for by the app is not a crash. */
  release(): void;
}

/**
 * Watches the embedded PostgreSQL (docs/database.md "The embedded PostgreSQL"): when it exits
 * while the app still needs it (killed, out of memory), it is started again on the same port and
 * folder, where it replays its write-ahead log; meanwhile requests answer 503. Should it not come
 * back after ten tries, `onGone` is told, and the app exits non-zero for its supervisor.
 */
export function superviseServer(
  first: ChildProcess,
  start: () => Promise<ChildProcess>,
  log: (message: string) => void,
  onGone: (error: Error) => void,
): Supervised {
  let child = first;
  let released = false;
  const watch = (server: ChildProcess) => {
    server.once('exit', (code, signal) => {
      if (released || server !== child) return;
      log(`embedded PostgreSQL exited unexpectedly (${signal ?? `code ${code}`}); restarting it`);
      void restart();
    });
  };
  const restart = async () => {
    const started = Date.now();
    let lastError: unknown;
    for (let attempt = 1; attempt <= RESTART_ATTEMPTS && !released; attempt++) {
      try {
        const next = await start();
        if (released) {
          next.kill('SIGINT');
          return;
        }
        child = next;
        watch(next);
        log(`embedded PostgreSQL is back after crash recovery (${Date.now() - started} ms)`);
        return;
      } catch (error) {
        lastError = error;
        await sleep(RESTART_PAUSE_MS);
      }
    }
    if (released) return;
    const reason = lastError instanceof Error ? lastError.message : String(lastError);
    onGone(new Error(`The embedded PostgreSQL could not be restarted: ${reason}`));
  };
  watch(first);
  return {
    current: () => child,
    release: () => {
      released = true;
    },
  };
}
