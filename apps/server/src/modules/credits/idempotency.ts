import { IDEMPOTENCY_KEY_HEADER } from '@porchlight/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { idempotentAnswers } from '../../db/schema';
import { AppError } from '../../lib/app-error';

const KEY = /^[A-Za-z0-9_.:-]{8,200}$/;

/** The spend's Idempotency-Key header: required, 8–200 characters of letters, digits and `_.:-`. */
export function idempotencyKey(request: FastifyRequest): string {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (typeof value === 'string' && KEY.test(value)) return value;
  const message = `The ${IDEMPOTENCY_KEY_HEADER} header is required: 8 to 200 letters, digits or _.:- characters, the same for a retried request.`;
  throw new AppError('VALIDATION_ERROR', message, {
    field: IDEMPOTENCY_KEY_HEADER,
    fields: { [IDEMPOTENCY_KEY_HEADER]: message },
  });
}

/** The answer already given to this key, if any. */
export async function storedAnswer<T>(
  db: Database,
  agentId: string,
  key: string,
): Promise<T | undefined> {
  const [row] = await db
    .select({ answer: idempotentAnswers.answer })
    .from(idempotentAnswers)
    .where(and(eq(idempotentAnswers.agentId, agentId), eq(idempotentAnswers.key, key)));
  return row?.answer as T | undefined;
}

/** Keeps the answer, in the spend's transaction: it commits exactly when the effect does. */
export async function storeAnswer(
  db: Database,
  entry: { agentId: string; key: string; answer: unknown; now: Date },
): Promise<void> {
  await db.insert(idempotentAnswers).values({
    agentId: entry.agentId,
    key: entry.key,
    answer: entry.answer,
    createdAt: entry.now,
  });
}
