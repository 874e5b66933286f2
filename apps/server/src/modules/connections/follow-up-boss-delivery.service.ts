import type { FollowUpBossDelivery } from '@porchlight/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type pg from 'pg';
import { followUpBossConnections, followUpBossDeliveries } from '../../db/schema';
import { type Transaction, withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { findLeadView } from '../leads';
import { notConnected } from './follow-up-boss-connection.service';
import type { FollowUpBossDeps } from './follow-up-boss-deps';

export const FOLLOW_UP_BOSS_QUEUE = 'follow-up-boss';
export interface FollowUpBossJob {
  agentId: string;
  leadId: string;
}

type Deps = Pick<FollowUpBossDeps, 'db' | 'pool' | 'jobs' | 'now'>;

/** A lead's delivery as the lead shows it; `sending` reads as `queued`. */
export async function followUpBossDelivery(
  deps: Pick<Deps, 'db'>,
  agentId: string,
  leadId: string,
): Promise<FollowUpBossDelivery> {
  const lead = await findLeadView(deps.db, agentId, leadId);
  if (!lead || lead.status === 'removed') throw leadNotFound();
  return deliveryOf(deps, agentId, leadId);
}

async function deliveryOf(deps: Pick<Deps, 'db'>, agentId: string, leadId: string) {
  const [row] = await deps.db
    .select({ status: followUpBossDeliveries.status, sentAt: followUpBossDeliveries.sentAt })
    .from(followUpBossDeliveries)
    .where(
      and(eq(followUpBossDeliveries.agentId, agentId), eq(followUpBossDeliveries.leadId, leadId)),
    );
  if (!row) return { status: 'none' as const, sentAt: null };
  return {
    status: row.status === 'sending' ? ('queued' as const) : row.status,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/**
 * "Send to Follow Up Boss" (docs/connections.md "Sending"): one delivery record per lead, made
 * or re-armed in the transaction that queues its job, so twenty taps at once queue one job. A
 * lead sent (or on its way) is not sent again; one that failed or was ignored may be.
 */
export async function sendLeadToFollowUpBoss(
  deps: Deps,
  agentId: string,
  leadId: string,
  options: { tx?: Transaction | null } = {},
): Promise<FollowUpBossDelivery> {
  const lead = await findLeadView(deps.db, agentId, leadId);
  if (!lead || lead.status === 'removed') throw leadNotFound();
  const [connection] = await deps.db
    .select({ brokenAt: followUpBossConnections.brokenAt })
    .from(followUpBossConnections)
    .where(eq(followUpBossConnections.agentId, agentId));
  if (!connection) throw notConnected();
  if (connection.brokenAt) {
    throw new AppError(
      'FOLLOW_UP_BOSS_KEY_BROKEN',
      'Follow Up Boss refused your API key. Paste a new one on the Profile tab.',
    );
  }
  const queue = async (db: Deps['db'], client: pg.PoolClient) => {
    if (await armDelivery(db, { agentId, leadId, now: deps.now() })) {
      const job: FollowUpBossJob = { agentId, leadId };
      await deps.jobs.send(FOLLOW_UP_BOSS_QUEUE, job, { client });
    }
    return deliveryOf({ db }, agentId, leadId);
  };
  if (options.tx) return queue(options.tx.db, options.tx.client);
  return withTransaction(deps.pool, ({ db, client }) => queue(db, client));
}

/** Makes the delivery record, or re-arms a failed or ignored one: true when this call did. */
async function armDelivery(
  db: Deps['db'],
  { agentId, leadId, now }: { agentId: string; leadId: string; now: Date },
): Promise<boolean> {
  const made = await db
    .insert(followUpBossDeliveries)
    .values({ agentId, leadId, createdAt: now })
    .onConflictDoNothing()
    .returning({ leadId: followUpBossDeliveries.leadId });
  if (made.length > 0) return true;
  const rearmed = await db
    .update(followUpBossDeliveries)
    .set({ status: 'queued', attempts: 0, lastError: null, sentAt: null })
    .where(
      and(
        eq(followUpBossDeliveries.agentId, agentId),
        eq(followUpBossDeliveries.leadId, leadId),
        inArray(followUpBossDeliveries.status, ['failed', 'ignored']),
      ),
    )
    .returning({ leadId: followUpBossDeliveries.leadId });
  return rearmed.length > 0;
}

/**
 * A lead marked Contacted goes to Follow Up Boss by itself when the agent asked for it on the
 * Profile tab and the key is good; in the mark's own transaction when it has one.
 */
export async function sendOnContacted(
  deps: Deps,
  { agentId, leadId, tx }: { agentId: string; leadId: string; tx: Transaction | null },
) {
  const [connection] = await deps.db
    .select({ auto: followUpBossConnections.autoSendOnContacted })
    .from(followUpBossConnections)
    .where(eq(followUpBossConnections.agentId, agentId));
  if (!connection?.auto) return;
  await sendLeadToFollowUpBoss(deps, agentId, leadId, { tx }).catch((error: unknown) => {
    // A broken key is already told on the Profile tab: the mark itself still stands.
    if (!(error instanceof AppError)) throw error;
  });
}

function leadNotFound() {
  return new AppError('NOT_FOUND', 'This lead is not among your leads.');
}
