import type { Lead, LeadStatus, SwipeRequest, SwipeResponse } from '@porchlight/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { followUpContacts, leads, swipes } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { easternDay } from '../../lib/calendar';
import { findLeadView } from '../leads/lead-view';

type SwipeAction = SwipeRequest['action'];

const STATUS_AFTER = {
  save: 'saved',
  dismiss: 'dismissed',
} as const satisfies Record<SwipeAction, LeadStatus>;

async function leadOrNotFound(db: Database, agentId: string, leadId: string): Promise<Lead> {
  const lead = await findLeadView(db, agentId, leadId);
  if (!lead) throw new AppError('NOT_FOUND', 'No such lead.');
  return lead;
}

/**
 * Records a save or a dismiss (DOMAIN.md "Swipes"): a new history row, and the lead's state
 * follows it. A save starts the follow-up sequence unless it already ran.
 */
export async function recordSwipe({
  pool,
  agentId,
  leadId,
  action,
  now,
}: {
  pool: pg.Pool;
  agentId: string;
  leadId: string;
  action: SwipeAction;
  now: Date;
}): Promise<SwipeResponse> {
  return withTransaction(pool, async ({ db }) => {
    const [lead] = await db
      .select({ status: leads.status, sequenceStartedAt: leads.sequenceStartedAt })
      .from(leads)
      .where(and(eq(leads.id, leadId), eq(leads.agentId, agentId)))
      .for('update');
    if (!lead || lead.status === 'removed') throw new AppError('NOT_FOUND', 'No such lead.');
    const [swipe] = await db
      .insert(swipes)
      .values({ agentId, leadId, action, createdAt: now })
      .returning({ id: swipes.id });
    if (!swipe) throw new Error('swipe insert returned nothing');
    await db
      .update(leads)
      .set({
        status: STATUS_AFTER[action],
        currentSwipeId: swipe.id,
        sequenceStartedAt:
          action === 'save' ? (lead.sequenceStartedAt ?? now) : lead.sequenceStartedAt,
      })
      .where(and(eq(leads.id, leadId), eq(leads.agentId, agentId)));
    return { swipeActionId: swipe.id, lead: await leadOrNotFound(db, agentId, leadId) };
  });
}

/**
 * Undoes the agent's latest swipe of today's batch: the row stays (marked undone) and the lead
 * takes the state of its previous swipe, or is new again. A save whose follow-up has recorded a
 * contact can't be undone (DOMAIN.md "Swipes").
 */
export async function undoLastSwipe({
  pool,
  agentId,
  now,
}: {
  pool: pg.Pool;
  agentId: string;
  now: Date;
}): Promise<Lead> {
  return withTransaction(pool, async ({ db }) => {
    const [last] = await db
      .select({ id: swipes.id, leadId: swipes.leadId, action: swipes.action })
      .from(swipes)
      .innerJoin(leads, eq(leads.id, swipes.leadId))
      .where(
        and(
          eq(swipes.agentId, agentId),
          isNull(swipes.undoneAt),
          eq(leads.source, 'daily'),
          eq(leads.leadDay, easternDay(now)),
        ),
      )
      .orderBy(desc(swipes.seq))
      .limit(1)
      .for('update');
    if (!last) throw new AppError('NOTHING_TO_UNDO', 'There is no swipe of today to undo.');
    if (last.action === 'save') {
      const [worked] = await db
        .select({ id: followUpContacts.id })
        .from(followUpContacts)
        .where(and(eq(followUpContacts.leadId, last.leadId), eq(followUpContacts.agentId, agentId)))
        .limit(1);
      if (worked) {
        throw new AppError(
          'FOLLOW_UP_STARTED',
          "This lead's follow-up has already reached the owner, so its save can't be undone.",
        );
      }
    }
    await db
      .update(swipes)
      .set({ undoneAt: now })
      .where(and(eq(swipes.id, last.id), eq(swipes.agentId, agentId)));
    const kept = and(
      eq(swipes.leadId, last.leadId),
      eq(swipes.agentId, agentId),
      isNull(swipes.undoneAt),
    );
    const [previous] = await db
      .select({ id: swipes.id, action: swipes.action })
      .from(swipes)
      .where(kept)
      .orderBy(desc(swipes.seq))
      .limit(1);
    const everSaved = await db
      .select({ id: swipes.id })
      .from(swipes)
      .where(and(kept, eq(swipes.action, 'save')))
      .limit(1);
    await db
      .update(leads)
      .set({
        status: previous ? STATUS_AFTER[previous.action] : 'new',
        currentSwipeId: previous?.id ?? null,
        // A sequence started only by the undone save never ran.
        ...(everSaved.length === 0 ? { sequenceStartedAt: null } : {}),
      })
      .where(and(eq(leads.id, last.leadId), eq(leads.agentId, agentId)));
    return leadOrNotFound(db, agentId, last.leadId);
  });
}
