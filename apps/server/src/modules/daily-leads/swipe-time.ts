import { type Day, easternDay } from '@porchlight/contracts';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { leads, swipes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type ActionRunner, actedTime } from '../../lib/offline-action';
import { onDayDeck } from '../leads';

const later = (a: Date, b: Date) => (a > b ? a : b);

function swipedElsewhere(message: string) {
  return new AppError('SWIPED_ELSEWHERE', message);
}

/**
 * When a swipe counts for (docs/offline.md "Offline work"): now, or the time a queued swipe was
 * made. A queued swipe older than the lead's latest swipe or undo (another device's) is not
 * applied: the newer act wins. The lead is locked until the swipe commits, in the queued
 * request's transaction.
 */
export async function swipeActedTime(
  runner: ActionRunner,
  input: { agentId: string; leadId: string; actedAt: string | undefined; now: Date },
): Promise<Date> {
  const { agentId, leadId, actedAt, now } = input;
  if (actedAt === undefined) return now;
  const [lead] = await runner.db
    .select({
      deliveredAt: leads.deliveredAt,
      lastActAt: sql<Date | null>`(select max(greatest(s.created_at, s.undone_at)) from swipes s
        where s.lead_id = leads.id and s.agent_id = ${agentId})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.agentId, agentId), ne(leads.status, 'removed')))
    .for('update');
  const at = actedTime(actedAt, now, lead?.deliveredAt ?? null);
  if (lead?.lastActAt && lead.lastActAt > at) {
    throw swipedElsewhere(
      'This lead was swiped on another device after your swipe here, so your swipe was not applied.',
    );
  }
  return at;
}

/**
 * When an undo counts for, and the batch it undoes in: today's, or for a queued undo the day it
 * was made. The swipe it would undo is the batch's latest: one made after the undo (on another
 * device) is not the one the agent undid, so the undo is not applied. A queued undo is never
 * earlier than the swipe it undoes (the phone's clock may have been behind).
 */
export async function undoActedTime(
  runner: ActionRunner,
  { agentId, actedAt, now }: { agentId: string; actedAt: string | undefined; now: Date },
): Promise<{ now: Date; leadDay: Day }> {
  if (actedAt === undefined) return { now, leadDay: easternDay(now) };
  const at = actedTime(actedAt, now, null);
  const leadDay = easternDay(at);
  const [latest] = await runner.db
    .select({ swipedAt: swipes.createdAt, deliveredAt: leads.deliveredAt })
    .from(leads)
    .innerJoin(swipes, eq(swipes.id, leads.currentSwipeId))
    .where(and(eq(leads.agentId, agentId), onDayDeck(sql`${leadDay}`), eq(swipes.agentId, agentId)))
    .orderBy(desc(swipes.seq))
    .limit(1);
  if (!latest) return { now: at, leadDay };
  if (latest.swipedAt > later(at, latest.deliveredAt)) {
    throw swipedElsewhere(
      'Your latest swipe was followed by one on another device, so your undo was not applied.',
    );
  }
  return { now: later(at, latest.swipedAt), leadDay };
}
