import { and, eq, inArray, sql } from 'drizzle-orm';
import { followUpBossConnections, followUpBossDeliveries } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { findLeadView } from '../leads';
import type { EventOutcome } from './follow-up-boss-client';
import { markFollowUpBossBroken } from './follow-up-boss-connection.service';
import { FOLLOW_UP_BOSS_QUEUE, type FollowUpBossJob } from './follow-up-boss-delivery.service';
import type { FollowUpBossDeps } from './follow-up-boss-deps';
import { followUpBossEvent } from './follow-up-boss-event';

/** Calls made for one delivery before it is marked failed (about 4 h of backoff from 30 s). */
export const FOLLOW_UP_BOSS_MAX_ATTEMPTS = 9;
/** The longest wait between two calls, whatever Retry-After asks (Follow Up Boss's is seconds). */
const LONGEST_WAIT_SECONDS = 3600;

export async function followUpBossJobs(deps: FollowUpBossDeps) {
  await deps.jobs.work<FollowUpBossJob>(FOLLOW_UP_BOSS_QUEUE, async (job) => {
    await deliverToFollowUpBoss(deps, job);
  });
}

/**
 * One call for a queued delivery (docs/connections.md "Sending"). The record is claimed
 * `queued` → `sending` first, so a job that finds it sent, ignored or failed does nothing: a lead
 * is never sent twice. 429 waits its Retry-After, a 5xx or no answer waits 30 s doubling, each as
 * a new job; 401/403 marks the connection broken; 204 is kept as `ignored`.
 */
export async function deliverToFollowUpBoss(deps: FollowUpBossDeps, job: FollowUpBossJob) {
  const { agentId, leadId } = job;
  const where = and(
    eq(followUpBossDeliveries.agentId, agentId),
    eq(followUpBossDeliveries.leadId, leadId),
  );
  const [claimed] = await deps.db
    .update(followUpBossDeliveries)
    .set({ status: 'sending', attempts: sql`${followUpBossDeliveries.attempts} + 1` })
    // `sending`: a run that died during its call (pg-boss runs the job again once it expires);
    // a record has one job at a time, so no other run holds it. Follow Up Boss matches an event's
    // person to the one it has, so a second call updates that person rather than adding a lead.
    .where(and(where, inArray(followUpBossDeliveries.status, ['queued', 'sending'])))
    .returning({ attempts: followUpBossDeliveries.attempts });
  if (!claimed) return;
  const settle = (status: 'sent' | 'ignored' | 'failed', lastError: string | null = null) =>
    deps.db
      .update(followUpBossDeliveries)
      .set({ status, lastError, sentAt: status === 'failed' ? null : deps.now() })
      .where(where);
  const [connection] = await deps.db
    .select()
    .from(followUpBossConnections)
    .where(eq(followUpBossConnections.agentId, agentId));
  const lead = await findLeadView(deps.db, agentId, leadId);
  if (!connection || connection.brokenAt || !deps.seal || !deps.api) {
    return settle('failed', 'not connected, or the key was refused');
  }
  if (!lead || lead.status === 'removed') return settle('failed', 'the lead is gone');
  const apiKey = deps.seal.open(agentId, connection.sealedKey);
  const outcome: EventOutcome = await deps.api.sendEvent(apiKey, followUpBossEvent(lead));
  if (outcome.kind === 'sent' || outcome.kind === 'ignored') return settle(outcome.kind);
  if (outcome.kind === 'refused') {
    await markFollowUpBossBroken(deps, agentId);
    return settle('failed', outcome.problem);
  }
  if (outcome.kind === 'rejected') return settle('failed', outcome.problem);
  if (claimed.attempts >= FOLLOW_UP_BOSS_MAX_ATTEMPTS) return settle('failed', outcome.problem);
  const backoff = deps.retryDelaySeconds * 2 ** (claimed.attempts - 1);
  const wait = Math.min(outcome.retryAfterSeconds ?? backoff, LONGEST_WAIT_SECONDS);
  // The record and its next job commit together: never queued without a job to send it.
  await withTransaction(deps.pool, async ({ db, client }) => {
    await db
      .update(followUpBossDeliveries)
      .set({ status: 'queued', lastError: outcome.problem })
      .where(where);
    await deps.jobs.send(FOLLOW_UP_BOSS_QUEUE, job, { client, startAfterSeconds: wait });
  });
}
