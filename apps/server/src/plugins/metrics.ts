import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import { isFromThisMachine } from '../lib/own-host';
import { hashToken } from '../lib/tokens';
import { loggableError } from './logging';

export const METRICS_PATH = '/metrics';
const PREFIX = 'porchlight_';
/** A scrape never waits on a busy job queue: its depth is left out of that scrape instead. */
const QUEUE_READ_TIMEOUT_MS = 2_000;
/** Around the 50 ms budget, finer below it, up to a request that is plainly stuck. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface Metrics {
  /** This app's own registry: several apps in one test process never share a metric. */
  registry: Registry;
  mailFailures: Counter;
}

/** The registry with the default process metrics and the counters other code increments. */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: PREFIX });
  const mailFailures = new Counter({
    name: `${PREFIX}mail_delivery_failures_total`,
    help: 'Mail delivery attempts that failed (each is retried by the job queue).',
    registers: [registry],
  });
  return { registry, mailFailures };
}

/**
 * `GET /metrics` in Prometheus text format: request latency per route pattern (its `_count` is the
 * request rate), the database pool, the job queues and mail failures. Answered to this machine
 * named by its own name, or to a scraper presenting METRICS_TOKEN; anyone else gets a 404.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics) {
  const { registry } = metrics;
  const requests = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time to answer an HTTP request, by route pattern, method and status class.',
    labelNames: ['method', 'route', 'status_class'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // The pattern, never the raw URL: ids in paths would make a series per lead.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== METRICS_PATH) {
      const status_class = `${Math.floor(reply.statusCode / 100)}xx`;
      requests.observe({ method: request.method, route, status_class }, reply.elapsedTime / 1000);
    }
    done();
  });

  registerPoolGauges(app, registry);
  registerQueueGauge(app, registry);

  app.get(
    METRICS_PATH,
    {
      // Not part of the API: kept out of its OpenAPI document.
      schema: { hide: true },
      onRequest: async (request) => allowScraper(request, app.config),
    },
    async (_request, reply) => {
      const text = await registry.metrics();
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
    },
  );
}

/** The rule of /dev (docs/security.md "The app's own names"), or the scraper's token. */
function allowScraper(request: FastifyRequest, config: Config) {
  if (isFromThisMachine(request, config) || presentsToken(request, config.METRICS_TOKEN)) return;
  throw new AppError('NOT_FOUND', `No route ${request.method} ${METRICS_PATH}.`);
}

/** `Authorization: Bearer <token>`, compared in constant time (as digests, so lengths match). */
function presentsToken(request: FastifyRequest, token?: string): boolean {
  const presented = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token || !presented) return false;
  return timingSafeEqual(Buffer.from(hashToken(presented)), Buffer.from(hashToken(token)));
}

function registerPoolGauges(app: FastifyInstance, registry: Registry) {
  const { pool } = app.database;
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name: `${PREFIX}db_pool_${name}`,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('connections', 'Connections the PostgreSQL pool holds.', () => pool.totalCount);
  gauge('idle_connections', 'Pool connections not in use.', () => pool.idleCount);
  gauge('waiting_requests', 'Queries waiting for a pool connection.', () => pool.waitingCount);
}

function registerQueueGauge(app: FastifyInstance, registry: Registry) {
  new Gauge({
    name: `${PREFIX}job_queue_depth`,
    help: 'Jobs per queue: queued (waiting, retries included) and active; read at most 60 s old.',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      const depths = await withTimeout(app.jobs.depths(), QUEUE_READ_TIMEOUT_MS).catch(
        (error: Error) => {
          app.log.warn({ err: loggableError(error) }, 'metrics: job queue depth not read');
          return [];
        },
      );
      for (const { queue, queued, active } of depths) {
        this.set({ queue, state: 'queued' }, queued);
        this.set({ queue, state: 'active' }, active);
      }
    },
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
