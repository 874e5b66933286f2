import {
  type ActivityDashboardItem,
  activityTypeOfDay,
  formatOpensAt,
  isCustomContactId,
  type Lead,
  ownerTimeZone,
  textingWindow,
} from '@porchlight/contracts';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { followUpActivities, followUpContacts, leads } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { findLeadViews } from '../leads/lead-view';
import { dayContacts, pendingRecordable, type RecordedContact } from './day-contacts';
import { type SequenceState, sequencePosition, stillShown } from './sequence';

/** Saved leads whose follow-up runs: started, not dismissed from it (DOMAIN.md "Swipes"). */
const inFollowUp = and(
  eq(leads.status, 'saved'),
  isNotNull(leads.sequenceStartedAt),
  isNull(leads.followUpDismissedAt),
);

interface LeadSequence {
  id: string;
  state: SequenceState;
}

async function sequences(db: Database, agentId: string, leadId?: string): Promise<LeadSequence[]> {
  const rows = await db
    .select({ id: leads.id, day: leads.followUpDay, dayCompletedAt: leads.followUpDayCompletedAt })
    .from(leads)
    .where(and(eq(leads.agentId, agentId), inFollowUp, leadId ? eq(leads.id, leadId) : undefined));
  return rows.map((row) => ({
    id: row.id,
    state: { day: row.day, dayCompletedAt: row.dayCompletedAt },
  }));
}

/** The activity rows that exist for these leads' days, by lead. */
async function existingActivityIds(
  db: Database,
  agentId: string,
  days: Array<{ leadId: string; dayNumber: number }>,
): Promise<Map<string, string>> {
  const rows = await db
    .select({
      id: followUpActivities.id,
      leadId: followUpActivities.leadId,
      day: followUpActivities.dayNumber,
    })
    .from(followUpActivities)
    .where(
      and(
        eq(followUpActivities.agentId, agentId),
        inArray(
          followUpActivities.leadId,
          days.map((d) => d.leadId),
        ),
      ),
    );
  const wanted = new Map(days.map((d) => [d.leadId, d.dayNumber]));
  return new Map(rows.filter((r) => wanted.get(r.leadId) === r.day).map((r) => [r.leadId, r.id]));
}

/**
 * The activity row of each lead's current day, created the first time the day is shown: a read
 * writes only when a lead has moved to a day without a row yet.
 */
async function activityIds(
  db: Database,
  agentId: string,
  days: Array<{ leadId: string; dayNumber: number }>,
  now: Date,
): Promise<Map<string, string>> {
  if (days.length === 0) return new Map();
  const found = await existingActivityIds(db, agentId, days);
  const missing = days.filter((d) => !found.has(d.leadId));
  if (missing.length === 0) return found;
  await db
    .insert(followUpActivities)
    .values(
      missing.map((d) => ({
        agentId,
        leadId: d.leadId,
        dayNumber: d.dayNumber,
        activityType: activityTypeOfDay(d.dayNumber),
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
  // Read again: a request at the same moment may have created some of them.
  return existingActivityIds(db, agentId, days);
}

async function recordsOf(db: Database, activityIdList: string[]) {
  if (activityIdList.length === 0) return new Map<string, RecordedContact[]>();
  const rows = await db
    .select({
      activityId: followUpContacts.activityId,
      contactId: followUpContacts.contactId,
      status: followUpContacts.status,
      recordedAt: followUpContacts.recordedAt,
    })
    .from(followUpContacts)
    .where(inArray(followUpContacts.activityId, activityIdList));
  const byActivity = new Map<string, RecordedContact[]>();
  for (const row of rows)
    byActivity.set(row.activityId, [...(byActivity.get(row.activityId) ?? []), row]);
  return byActivity;
}

function dashboardItem(
  lead: Lead,
  state: SequenceState,
  activityId: string,
  records: readonly RecordedContact[],
  now: Date,
): ActivityDashboardItem {
  const position = sequencePosition(state, now);
  const activityType = activityTypeOfDay(position.dayNumber);
  return {
    lead,
    activity: { id: activityId },
    contacts: dayContacts(lead, activityId, activityType, records),
    dayNumber: position.dayNumber,
    activityType,
    isComplete: position.dayStatus !== 'normal',
    dayStatus: position.dayStatus,
    nextDayAt: position.nextDayAt?.toISOString() ?? null,
    ownerTimeZone: ownerTimeZone(lead),
  };
}

/** GET /api/activities/dashboard: each lead in follow-up at the day it stands on, oldest save first. */
export async function followUpDashboard(db: Database, agentId: string, now: Date) {
  const shown = (await sequences(db, agentId)).filter((s) => stillShown(s.state, now));
  if (shown.length === 0) return [];
  const days = shown.map((s) => ({
    leadId: s.id,
    dayNumber: sequencePosition(s.state, now).dayNumber,
  }));
  const [ids, views] = await Promise.all([
    activityIds(db, agentId, days, now),
    findLeadViews({
      db,
      agentId,
      where: inArray(
        leads.id,
        shown.map((s) => s.id),
      ),
      orderBy: [sql`${leads.sequenceStartedAt} asc`, sql`${leads.id}`],
    }),
  ]);
  const records = await recordsOf(db, [...ids.values()]);
  const states = new Map(shown.map((s) => [s.id, s.state]));
  return views.flatMap((lead) => {
    const state = states.get(lead.id);
    const activityId = ids.get(lead.id);
    if (!state || !activityId) return [];
    return [dashboardItem(lead, state, activityId, records.get(activityId) ?? [], now)];
  });
}

/**
 * The lead's current day, locked for a change: its row is locked, a day that has rolled over is
 * stored as the new day, and the activity named by the client must be that day's.
 */
async function lockedDay(
  db: Database,
  agentId: string,
  leadId: string,
  activityId: string,
  now: Date,
) {
  const [row] = await db
    .select({ day: leads.followUpDay, dayCompletedAt: leads.followUpDayCompletedAt })
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.agentId, agentId), inFollowUp))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'This lead is not in your follow-up.');
  const position = sequencePosition(row, now);
  if (position.rolledOver) {
    await db
      .update(leads)
      .set({ followUpDay: position.dayNumber, followUpDayCompletedAt: null })
      .where(eq(leads.id, leadId));
  }
  if (position.dayStatus !== 'normal') {
    throw new AppError(
      'DAY_COMPLETE',
      `Day ${position.dayNumber} is already complete for this lead.`,
    );
  }
  const ids = await activityIds(db, agentId, [{ leadId, dayNumber: position.dayNumber }], now);
  if (ids.get(leadId) !== activityId) {
    throw new AppError(
      'NOT_FOUND',
      `This activity is not day ${position.dayNumber} of this lead.`,
      {
        field: 'activityId',
      },
    );
  }
  const [lead] = await findLeadViews({ db, agentId, where: eq(leads.id, leadId), orderBy: [] });
  if (!lead) throw new AppError('NOT_FOUND', 'This lead is not in your follow-up.');
  const records = (await recordsOf(db, [activityId])).get(activityId) ?? [];
  const item = dashboardItem(
    lead,
    { day: position.dayNumber, dayCompletedAt: null },
    activityId,
    records,
    now,
  );
  return { lead, item };
}

async function completeDayRow(
  db: Database,
  leadId: string,
  activityId: string,
  now: Date,
  skipped: boolean,
) {
  await db.update(leads).set({ followUpDayCompletedAt: now }).where(eq(leads.id, leadId));
  await db
    .update(followUpActivities)
    .set({ completedAt: now, skipped })
    .where(eq(followUpActivities.id, activityId));
}

/**
 * POST /api/activities/record: one contact of the day sent or passed. Refuses a DNC or opted-out
 * send, a text outside the owner's 8:00–21:00, and anything that is not the day's contact. The
 * last pending contact completes the day.
 */
export async function recordContact(
  pool: pg.Pool,
  input: {
    agentId: string;
    leadId: string;
    activityId: string;
    contactId: string;
    status: 'sent' | 'passed';
  },
  now: Date,
): Promise<{ dayCompleted: boolean }> {
  const { agentId, leadId, activityId, contactId, status } = input;
  if (isCustomContactId(contactId)) {
    throw new AppError('VALIDATION_ERROR', 'Custom contacts are never recorded.', {
      field: 'contactId',
    });
  }
  return withTransaction(pool, async ({ db }) => {
    const { lead, item } = await lockedDay(db, agentId, leadId, activityId, now);
    const contact = item.contacts.find((c) => c.id === contactId && !c.custom);
    if (!contact) {
      throw new AppError(
        'CONTACT_NOT_FOUND',
        `This contact is not one of day ${item.dayNumber}'s.`,
        {
          field: 'contactId',
        },
      );
    }
    if (contact.status !== 'pending') return { dayCompleted: false };
    if (status === 'sent') {
      if (contact.dncStatus) {
        throw new AppError(
          'CONTACT_DNC',
          contact.optedOut
            ? 'This owner asked you to stop: nothing more can be sent to this contact.'
            : 'This number is on the Do Not Call list: it cannot be texted.',
        );
      }
      if (item.activityType === 'text') {
        const window = textingWindow(now, item.ownerTimeZone);
        if (!window.open && window.opensAt) {
          throw new AppError(
            'QUIET_HOURS',
            `Texts to this owner can be sent from ${formatOpensAt(window.opensAt, item.ownerTimeZone)}.`,
            { opensAt: window.opensAt.toISOString() },
          );
        }
      }
    }
    await db.insert(followUpContacts).values({
      activityId,
      agentId,
      leadId,
      contactId,
      recipientType: contact.recipientType,
      recipientValue: contact.recipientValue,
      recipientName: contact.recipientName,
      status,
      recordedAt: now,
    });
    if (status === 'passed') {
      // The same act as in the lead detail: hidden everywhere from now on.
      await db
        .update(leads)
        .set({ passedContacts: sql`array_append(${leads.passedContacts}, ${contactId}::text)` })
        .where(
          and(eq(leads.id, lead.id), sql`not (${contactId}::text = any(${leads.passedContacts}))`),
        );
    }
    const left = pendingRecordable(item.contacts).filter((c) => c.id !== contactId);
    if (left.length > 0) return { dayCompleted: false };
    await completeDayRow(db, leadId, activityId, now, false);
    return { dayCompleted: true };
  });
}

/** Skip Day, or a send to a custom contact, on a day with nothing recordable left (DOMAIN.md). */
export async function completeDay(
  pool: pg.Pool,
  input: { agentId: string; leadId: string; activityId: string },
  now: Date,
): Promise<{ dayCompleted: true }> {
  return withTransaction(pool, async ({ db }) => {
    const { item } = await lockedDay(db, input.agentId, input.leadId, input.activityId, now);
    if (pendingRecordable(item.contacts).length > 0) {
      throw new AppError(
        'CONFLICT',
        `Day ${item.dayNumber} still has contacts to send or pass; send to them or pass them.`,
      );
    }
    await completeDayRow(db, input.leadId, input.activityId, now, true);
    return { dayCompleted: true };
  });
}

/** POST /api/activities/dismiss-property: out of the follow-up; the lead stays saved. */
export async function dismissFromFollowUp(
  db: Database,
  agentId: string,
  leadId: string,
  now: Date,
) {
  const [row] = await db
    .update(leads)
    .set({ followUpDismissedAt: now })
    .where(and(eq(leads.id, leadId), eq(leads.agentId, agentId), inFollowUp))
    .returning({ id: leads.id });
  if (!row) throw new AppError('NOT_FOUND', 'This lead is not in your follow-up.');
  return { leadId: row.id, followUpDismissed: true as const };
}
