import type { FastifyInstance } from 'fastify';
import { loggableError } from '../../plugins/logging';
import { runMorningPushTick, type TickReport } from './morning-tick';
import type { RetrySchedule } from './push-retry';

const MINUTE = 60_000;

/** Each app's (each process's) sends waiting to be tried again, kept from one tick to the next. */
const retriesOf = new WeakMap<FastifyInstance, RetrySchedule>();

/** One tick now, against the app's clock; null when push is off. */
export async function morningPushTick(app: FastifyInstance): Promise<TickReport | null> {
  const { push } = app.config;
  if (!push) return null;
  let retries = retriesOf.get(app);
  if (!retries) {
    retries = new Map();
    retriesOf.set(app, retries);
  }
  const { db } = app.database;
  return runMorningPushTick({ db, push, now: app.clock.now(), log: app.log, retries });
}

/**
 * Runs the tick every minute in this process when push is on and the tick is (docs/notifications.md
 * "When it is sent"): the timer never keeps the process alive, stops when the app closes, and a
 * tick still running when the next is due is left to finish instead of overlapped.
 */
export function startMorningPushes(app: FastifyInstance): void {
  if (!app.config.push?.tick) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    morningPushTick(app)
      .catch((error: unknown) => {
        const err = error instanceof Error ? loggableError(error) : { message: String(error) };
        app.log.error({ err }, 'morning push tick');
      })
      .finally(() => {
        running = false;
      });
  }, MINUTE);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
