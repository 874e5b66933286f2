import type pg from 'pg';
import { type Clock, PgBoss } from 'pg-boss';
import { deferredStart, type JobStart } from './job-start';

export type { JobStart } from './job-start';

/** The queues background work goes through; each is created before anything is sent to it. */
export const QUEUES = {
  mail: { retryLimit: 8, retryDelay: 5, retryBackoff: true, retryDelayMax: 600 },
  /** A saved-leads CSV to build and mail (the mail itself then goes through `mail`). */
  export: { retryLimit: 3, retryDelay: 10, retryBackoff: true, retryDelayMax: 300 },
  /** A forgot-password request: the account look-up and the link, off the request's clock. */
  'password-reset': { retryLimit: 3, retryDelay: 5, retryBackoff: true, retryDelayMax: 60 },
  /** A postcard whose job spent its retries: settled once, never left `checking` (docs/postcards.md). */
  'postcard-give-up': { retryLimit: 3, retryDelay: 60, retryBackoff: true, retryDelayMax: 600 },
  /**
   * A postcard to render and, with a postcard service, mail (looked up before any resend). Its
   * retries ride out a postcard service down for the night: 12 of them, 1 min doubling to a 2 h
   * ceiling, 12 to 14 h in all; then `postcard-give-up` (docs/postcards.md "thanks.io silent").
   */
  postcard: {
    retryLimit: 12,
    retryDelay: 60,
    retryBackoff: true,
    retryDelayMax: 7200,
    deadLetter: 'postcard-give-up',
  },
  /** The hourly sweep of postcards left unsettled by a job that is gone (docs/postcards.md). */
  'postcard-sweep': { retryLimit: 2, retryDelay: 60, retryBackoff: true, retryDelayMax: 600 },
  /** A CSV import whose runs all died (docs/imports.md "Importing"): it is marked failed. */
  'lead-import-failed': { retryLimit: 3, retryDelay: 5, retryBackoff: true, retryDelayMax: 60 },
  /**
   * A started CSV import: one transaction, so a retry after a crash starts clean. Its worker beats
   * every 15 s; a run silent for 30 s (its process killed) is failed by the supervisor and retried,
   * and after the last retry goes to `lead-import-failed`.
   */
  'lead-import': {
    retryLimit: 2,
    retryDelay: 5,
    retryBackoff: true,
    retryDelayMax: 60,
    heartbeatSeconds: 30,
    deadLetter: 'lead-import-failed',
  },
  /** The hourly sweep of import previews never started (docs/imports.md "Importing"). */
  'lead-import-sweep': { retryLimit: 2, retryDelay: 60, retryBackoff: true, retryDelayMax: 600 },
  /** The hourly removal of unconfirmed, never-paid accounts unused for 7 days (docs/accounts.md). */
  'unconfirmed-account-sweep': {
    retryLimit: 2,
    retryDelay: 60,
    retryBackoff: true,
    retryDelayMax: 600,
  },
  /**
   * A lead to send to Follow Up Boss (docs/connections.md "Sending"): its own retries, sent again
   * with `startAfter` (Retry-After, else backoff); these cover a crash or a database error only.
   */
  'follow-up-boss': { retryLimit: 3, retryDelay: 30, retryBackoff: true, retryDelayMax: 600 },
  /**
   * A webhook event to deliver to the agent's own receiver (docs/connections.md "Webhooks"):
   * 1 min doubling to an hour, retried until the event is 24 h old (the handler then gives up).
   */
  'webhook-delivery': { retryLimit: 40, retryDelay: 60, retryBackoff: true, retryDelayMax: 3600 },
} as const;
export type QueueName = keyof typeof QUEUES;

export interface Jobs {
  /** Enqueues a job; given a transaction's client, the job commits or rolls back with it. */
  send(
    queue: QueueName,
    data: object,
    options?: { client?: pg.Pool | pg.PoolClient; startAfterSeconds?: number; group?: string },
  ): Promise<void>;
  /**
   * Runs the queue's jobs one at a time, or `concurrency` at once with at most one of each
   * `group` (a job sent with one) at a time, so one slow group never holds up the others.
   */
  work<T>(
    queue: QueueName,
    handler: (data: T) => Promise<void>,
    options?: { concurrency?: number },
  ): Promise<void>;
  /** Sends the queue a job on a cron schedule (UTC): once a time across every process. */
  schedule(queue: QueueName, cron: string): Promise<void>;
  /** Jobs waiting (retries included) and running in each queue, counted at most a minute ago. */
  depths(): Promise<QueueDepth[]>;
  stop(): Promise<void>;
}

export interface QueueDepth {
  queue: QueueName;
  queued: number;
  active: number;
}

/**
 * pg-boss over the app's database: a job survives a crash, and a slow or failing third party
 * never fails the request that asked for it.
 */
export async function startJobs(
  url: string,
  onError: (error: Error) => void,
  options: { schema?: string; clock?: Clock; start?: JobStart } = {},
): Promise<Jobs> {
  const boss = new PgBoss({
    connectionString: url,
    max: 4,
    useListenNotify: true,
    schema: options.schema ?? 'pgboss',
    // How often dead runs are looked for (a heartbeat gone silent, a job past its expiry; pg-boss
    // does it in each queue's monitor pass): 60 s by default, which with a 30 s heartbeat let a
    // killed import read "importing" for up to 90 s. The pass also counts the queues: cheap here.
    superviseIntervalSeconds: 15,
    monitorIntervalSeconds: 15,
    ...(options.clock && { clock: options.clock }),
  });
  boss.on('error', onError);
  const start = deferredStart(options.start ?? 'at-start');
  await start.step(async () => {
    await boss.start();
    for (const [name, queue] of Object.entries(QUEUES)) {
      await boss.createQueue(name, { ...queue, notify: true });
      // A queue made by an earlier version keeps its options until they are set again.
      await boss.updateQueue(name, queue);
    }
  });
  return {
    send: async (queue, data, { client, startAfterSeconds, group } = {}) => {
      await start.all();
      const db = client && {
        executeSql: (text: string, values?: unknown[]) => client.query(text, values),
      };
      await boss.send(queue, data, {
        ...(db && { db }),
        ...(startAfterSeconds !== undefined && { startAfter: startAfterSeconds }),
        ...(group && { group: { id: group } }),
      });
    },
    // One job per fetch: a failed delivery retries that job alone, never ones already done.
    // LISTEN/NOTIFY wakes the worker at once, so polling is only the fallback. One wake-up
    // fetches one job, so after each the worker looks again at once: a burst's others would
    // otherwise wait for the poll (pg-boss's own is 30 s with NOTIFY on).
    work: async <T>(
      queue: QueueName,
      handler: (data: T) => Promise<void>,
      { concurrency = 1 } = {},
    ) => {
      const polling = {
        pollingIntervalSeconds: 2,
        notifyPollingIntervalSeconds: 2,
        ...(concurrency > 1 && { localConcurrency: concurrency, localGroupConcurrency: 1 }),
      };
      await start.step(async () => {
        let workerId: string | undefined;
        workerId = await boss.work<T>(queue, { batchSize: 1, ...polling }, async ([job]) => {
          if (!job) return;
          await handler(job.data);
          if (workerId) boss.notifyWorker(workerId);
        });
      });
    },
    schedule: (queue, cron) => start.step(() => boss.schedule(queue, cron)),
    // `force` reads counts at most 60 s old instead of pg-boss's hour-long cache.
    depths: async () => {
      await start.all();
      return Promise.all(
        (Object.keys(QUEUES) as QueueName[]).map(async (queue) => {
          const [stats] = await boss.getQueueStats(queue, { force: true });
          return { queue, queued: stats?.queuedCount ?? 0, active: stats?.activeCount ?? 0 };
        }),
      );
    },
    // A queue that never started has nothing to stop; one starting finishes first, then stops.
    stop: async () => {
      if (!start.begun) return;
      await start.all().catch(() => {});
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
