import { boundActedAt } from '@porchlight/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { Database } from '../db/client';
import { leads } from '../db/schema';
import { type Transaction, withTransaction } from '../db/transaction';
import { AppError } from './app-error';
import { type IdempotentRequest, requestHash, storeAnswer, storedAnswer } from './idempotency';
import type { JsonText } from './json-text';

/** The fields a queued request may carry (docs/offline.md "Offline work"). */
export interface ClientAction {
  clientActionId?: string | undefined;
  actedAt?: string | undefined;
}

/**
 * Where an action's statements run: on the pool (a request made online, as ever), or all in the
 * one transaction of a queued request, which also keeps its answer.
 */
export interface ActionRunner {
  db: Database;
  /** For prepared statements: the pool, or the transaction's connection. */
  client: pg.Pool | pg.PoolClient;
  pool: pg.Pool;
  tx: Transaction | null;
}

export function poolRunner({ db, pool }: { db: Database; pool: pg.Pool }): ActionRunner {
  return { db, client: pool, pool, tx: null };
}

/** `work` in the runner's transaction when it has one, else in a transaction of its own. */
export function inTransaction<T>(
  runner: Pick<ActionRunner, 'tx' | 'pool'>,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return runner.tx ? work(runner.tx) : withTransaction(runner.pool, work);
}

/** A refused time acted, as every 4xx: the field named. */
function actedAtError(message: string): AppError {
  return new AppError('VALIDATION_ERROR', message, {
    field: 'actedAt',
    fields: { actedAt: message },
  });
}

/** The instant an act counts for: `now`, or the agent's time bounded (a refusal is a 400). */
export function actedTime(actedAt: string | undefined, now: Date, deliveredAt: Date | null): Date {
  if (actedAt === undefined) return now;
  const at = boundActedAt({ actedAt, now, deliveredAt });
  if (!(at instanceof Date)) throw actedAtError(at.message);
  return at;
}

/** When an act on one of the agent's leads counts for: before the lead came is its delivery. */
export async function leadActedTime(
  runner: ActionRunner,
  {
    agentId,
    leadId,
    actedAt,
    now,
  }: { agentId: string; leadId: string; actedAt?: string | undefined; now: Date },
): Promise<Date> {
  if (actedAt === undefined) return now;
  const [lead] = await runner.db
    .select({ deliveredAt: leads.deliveredAt })
    .from(leads)
    .where(and(eq(leads.agentId, agentId), eq(leads.id, leadId)));
  return actedTime(actedAt, now, lead?.deliveredAt ?? null);
}

/** The client's id as a key of the agent's kept answers: the route and the body are its request. */
function keptRequest(request: FastifyRequest, key: string): IdempotentRequest {
  return {
    key,
    route: `${request.method} ${request.routeOptions.url ?? request.url}`,
    requestHash: requestHash(request.body),
  };
}

/** The answer kept for this id, or a 422 naming the field when the id was used for another act. */
async function keptAnswer(db: Database, agentId: string, kept: IdempotentRequest) {
  try {
    return await storedAnswer<unknown>(db, agentId, kept);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'IDEMPOTENCY_KEY_REUSED') throw error;
    const message = 'This clientActionId was already used for another action: send a new one.';
    throw new AppError('IDEMPOTENCY_KEY_REUSED', message, {
      field: 'clientActionId',
      fields: { clientActionId: message },
    });
  }
}

/**
 * Runs an action and answers it. Without the queued fields, as it always ran: on the pool. With
 * them, in one transaction that also keeps the answer under the client's id
 * (docs/offline.md "Offline work"): a retry, one after another or at the same moment (they wait
 * for the first on a lock of the id), gets the first answer and changes nothing. A refusal keeps
 * nothing: the retry is decided again, on what has not changed. serve() runs every route defined
 * `offline` through it; JSON text in the answer is sent as it is.
 */
export async function answerOnce<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  { agentId, act }: { agentId: string; act: (runner: ActionRunner) => Promise<T> },
): Promise<T | JsonText<unknown>> {
  // Only offline routes come here, and defineRoute holds their bodies to take these two fields.
  const { clientActionId, actedAt } = request.body as ClientAction;
  if (clientActionId === undefined && actedAt === undefined) {
    return act(poolRunner(app.database));
  }
  return withTransaction(app.database.pool, async (tx) => {
    const runner = { db: tx.db, client: tx.client, pool: app.database.pool, tx };
    if (clientActionId === undefined) return act(runner);
    const kept = keptRequest(request, clientActionId);
    await tx.db.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`${agentId}:${clientActionId}`}, 0))`,
    );
    const earlier = await keptAnswer(tx.db, agentId, kept);
    if (earlier !== undefined) return JSON.stringify(earlier) as JsonText<unknown>;
    const done = await act(runner);
    // Kept as jsonb: an answer PostgreSQL wrote as JSON text is read back into a value first.
    const answer: unknown = typeof done === 'string' ? JSON.parse(done) : done;
    // The time it arrived and the time the phone claims, both kept (docs/offline.md "The time
    // acted"): the act was counted at the claim bounded, or, for a text, at its arrival.
    await storeAnswer(tx.db, {
      agentId,
      request: kept,
      answer,
      now: app.clock.now(),
      actedAt: actedAt === undefined ? null : new Date(actedAt),
    });
    return done;
  });
}
