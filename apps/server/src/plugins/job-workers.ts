/**
 * When the workers start polling: `at-start` (the server's), or `on-first-send`, a test app's:
 * each worker polls every 2 s, so an app that never sends a job would spend its life asking for
 * none (docs/testing.md "Speed"). A job is only ever sent after the workers have started.
 */
export type JobWorkers = 'at-start' | 'on-first-send';

/** Holds each worker's start until `startAll` when the workers start on the first send. */
export function workerStart(when: JobWorkers) {
  const waiting: (() => Promise<void>)[] = [];
  let started: Promise<void> | undefined = when === 'at-start' ? Promise.resolve() : undefined;
  return {
    start: async (worker: () => Promise<void>) => {
      if (started) await worker();
      else waiting.push(worker);
    },
    startAll: () => {
      started ??= (async () => {
        for (const worker of waiting.splice(0)) await worker();
      })();
      return started;
    },
  };
}
