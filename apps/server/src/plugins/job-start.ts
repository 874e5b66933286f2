/**
 * When the job queue starts: `at-start` (the server's), or `on-first-send`, a test app's. Started,
 * pg-boss opens a listening connection and runs its background passes (maintenance, the queue
 * cache, the schedules) and each worker polls every 2 s; an app that never sends a job would
 * spend its life on them, and beside a busy machine their connections are what time out
 * (docs/testing.md "Speed"). A job is only ever sent, or a depth read, after every step has run.
 */
export type JobStart = 'at-start' | 'on-first-send';

/** Runs each start step at once, or holds them all until `all` when the queue starts late. */
export function deferredStart(when: JobStart) {
  const waiting: (() => Promise<void>)[] = [];
  let started: Promise<void> | undefined = when === 'at-start' ? Promise.resolve() : undefined;
  return {
    step: async (run: () => Promise<void>) => {
      if (started) await run();
      else waiting.push(run);
    },
    /** Runs the held steps in order, once; every caller waits for the same run. */
    all: () => {
      started ??= (async () => {
        for (const run of waiting.splice(0)) await run();
      })();
      return started;
    },
    /** Whether anything has started, so there is something to stop. */
    get begun() {
      return started !== undefined;
    },
  };
}
