import type { WebhookSettings } from '@porchlight/contracts';
import { WEBHOOK_LOG_SIZE } from '@porchlight/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webhookAttempts, webhookEndpoints } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isPublicHost } from '../../lib/public-address';
import { newWebhookSecret } from './webhook-signature';

/** The agent's address and last attempts; the secret only in the answer that made it. */
export async function webhookSettings(
  db: Database,
  agentId: string,
  secret: string | null = null,
): Promise<WebhookSettings> {
  const [endpoint] = await db
    .select({ url: webhookEndpoints.url })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.agentId, agentId));
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.agentId, agentId))
    .orderBy(desc(webhookAttempts.attemptedAt), desc(webhookAttempts.id))
    .limit(WEBHOOK_LOG_SIZE);
  return {
    url: endpoint?.url ?? null,
    secret,
    attempts: attempts.map((a) => ({
      id: a.id,
      attemptedAt: a.attemptedAt.toISOString(),
      eventId: a.eventId,
      event: a.eventType,
      outcome: a.outcome,
      statusCode: a.statusCode,
      error: a.error,
    })),
  };
}

/**
 * Saves the address: https (the contract) and a public host by its name (the postcard pictures'
 * rule, docs/security.md); every send checks the addresses it resolves to again. The first save
 * makes the secret and answers it, once.
 */
export async function saveWebhook(db: Database, agentId: string, url: string, now: Date) {
  if (!isPublicHost(new URL(url).hostname)) {
    const message = 'url must be a public address, not a private, local or link-local one';
    throw new AppError('VALIDATION_ERROR', message, { field: 'url', fields: { url: message } });
  }
  const secret = newWebhookSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ agentId, url, secret, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: webhookEndpoints.agentId, set: { url, updatedAt: now } })
    .returning({ secret: webhookEndpoints.secret });
  return webhookSettings(db, agentId, row?.secret === secret ? secret : null);
}

/** A new secret, shown once; the old one signs nothing from now on. */
export async function rotateWebhookSecret(db: Database, agentId: string, now: Date) {
  const secret = newWebhookSecret();
  const [row] = await db
    .update(webhookEndpoints)
    .set({ secret, updatedAt: now })
    .where(eq(webhookEndpoints.agentId, agentId))
    .returning({ agentId: webhookEndpoints.agentId });
  if (!row) throw new AppError('NOT_FOUND', 'There is no webhook to make a secret for.');
  return webhookSettings(db, agentId, secret);
}

/** Removes the address and its log; deliveries still queued find no address and are dropped. */
export async function removeWebhook(db: Database, agentId: string) {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.agentId, agentId));
  await db.delete(webhookAttempts).where(eq(webhookAttempts.agentId, agentId));
}
