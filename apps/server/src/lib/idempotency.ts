import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@porchlight/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { idempotentAnswers } from '../db/schema';
import { AppError } from './app-error';

const KEY = /^[A-Za-z0-9_.:-]{8,200}$/;

/** A spend under its Idempotency-Key: the agent's key, and the one request it stands for. */
export interface IdempotentRequest {
  key: string;
  /** The method and route pattern ("POST /api/leads/purchase/:agentId"). */
  route: string;
  /** SHA-256 of the body as the route read it, in canonical JSON. */
  requestHash: string;
}

/** The spend's Idempotency-Key header: required, 8–200 characters of letters, digits and `_.:-`. */
function idempotencyKey(request: FastifyRequest): string {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (typeof value === 'string' && KEY.test(value)) return value;
  const message = `The ${IDEMPOTENCY_KEY_HEADER} header is required: 8 to 200 letters, digits or _.:- characters, the same for a retried request.`;
  throw new AppError('VALIDATION_ERROR', message, {
    field: IDEMPOTENCY_KEY_HEADER,
    fields: { [IDEMPOTENCY_KEY_HEADER]: message },
  });
}

/**
 * The request a spend's key stands for. The body is the one the route's schema read (unknown
 * fields dropped, defaults filled in), so a retry that means the same purchase is the same request.
 */
export function idempotentRequest(request: FastifyRequest): IdempotentRequest {
  return {
    key: idempotencyKey(request),
    route: `${request.method} ${request.routeOptions.url ?? request.url}`,
    requestHash: requestHash(request.body),
  };
}

/** Objects' keys sorted (by code unit, the same on every machine); arrays keep their order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) => {
    if (!field || typeof field !== 'object' || Array.isArray(field)) return field;
    const entries = Object.entries(field).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries);
  });
}

/** SHA-256, in hex, of a JSON value whatever the order of its keys. */
export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(canonicalJson(body ?? null))
    .digest('hex');
}

/**
 * The answer already given to this key, if any. A key first used on another route or with another
 * body is refused (Stripe's rule): its answer would not be this request's. Rows kept before the
 * route and hash were (both null) answer as they always did.
 */
export async function storedAnswer<T>(
  db: Database,
  agentId: string,
  request: IdempotentRequest,
): Promise<T | undefined> {
  const [row] = await db
    .select({
      answer: idempotentAnswers.answer,
      route: idempotentAnswers.route,
      requestHash: idempotentAnswers.requestHash,
    })
    .from(idempotentAnswers)
    .where(and(eq(idempotentAnswers.agentId, agentId), eq(idempotentAnswers.key, request.key)));
  if (!row) return undefined;
  const sameRoute = row.route === null || row.route === request.route;
  const sameBody = row.requestHash === null || row.requestHash === request.requestHash;
  if (!sameRoute || !sameBody) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      `This ${IDEMPOTENCY_KEY_HEADER} was already used for ${sameRoute ? 'a request with another body' : 'another request'}. Send a new key for a new purchase.`,
    );
  }
  return row.answer as T;
}

/** Keeps the answer, in the spend's transaction: it commits exactly when the effect does. */
export async function storeAnswer(
  db: Database,
  entry: {
    agentId: string;
    request: IdempotentRequest;
    answer: unknown;
    now: Date;
    /** A queued act's claimed time, as sent. */
    actedAt?: Date | null;
  },
): Promise<void> {
  await db.insert(idempotentAnswers).values({
    agentId: entry.agentId,
    key: entry.request.key,
    route: entry.request.route,
    requestHash: entry.request.requestHash,
    answer: entry.answer,
    createdAt: entry.now,
    actedAt: entry.actedAt ?? null,
  });
}
