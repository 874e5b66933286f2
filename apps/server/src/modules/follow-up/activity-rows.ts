import { activityTypeOfDay } from '@porchlight/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { followUpActivities, followUpContacts, leads } from '../../db/schema';
import type { RecordedContact } from './day-contacts';

// The rows of a lead's follow-up days. Every statement names the agent, so a lead or an activity
// id of another agent reaches no row, whatever was checked before.

interface LeadDay {
  leadId: string;
  dayNumber: number;
}

/** The activity rows that exist for these leads' days, by lead. */
async function existingActivityIds(
  db: Database,
  agentId: string,
  days: readonly LeadDay[],
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
 * writes only when a lead has moved to a day without a row yet. The leads are the agent's own
 * (from its follow-up), and each row is created as the agent's.
 */
export async function activityIds(
  db: Database,
  agentId: string,
  days: readonly LeadDay[],
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

/** The contacts recorded on these activities of the agent, by activity. */
export async function recordsOf(
  db: Database,
  agentId: string,
  activityIdList: readonly string[],
): Promise<Map<string, RecordedContact[]>> {
  if (activityIdList.length === 0) return new Map();
  const rows = await db
    .select({
      activityId: followUpContacts.activityId,
      contactId: followUpContacts.contactId,
      status: followUpContacts.status,
      recordedAt: followUpContacts.recordedAt,
    })
    .from(followUpContacts)
    .where(
      and(
        eq(followUpContacts.agentId, agentId),
        inArray(followUpContacts.activityId, [...activityIdList]),
      ),
    );
  const byActivity = new Map<string, RecordedContact[]>();
  for (const row of rows)
    byActivity.set(row.activityId, [...(byActivity.get(row.activityId) ?? []), row]);
  return byActivity;
}

/** A day completed after the lead's stored one: the lead now stands on `dayNumber`, not done. */
export async function storeRolledOverDay(
  db: Database,
  { agentId, leadId, dayNumber }: { agentId: string } & LeadDay,
) {
  await db
    .update(leads)
    .set({ followUpDay: dayNumber, followUpDayCompletedAt: null })
    .where(and(eq(leads.id, leadId), eq(leads.agentId, agentId)));
}

/** The lead's day is done: by its last recorded contact, or `skipped` (Skip Day, a custom send). */
export async function completeDayRow(
  db: Database,
  {
    agentId,
    leadId,
    activityId,
    now,
    skipped,
  }: { agentId: string; leadId: string; activityId: string; now: Date; skipped: boolean },
) {
  await db
    .update(leads)
    .set({ followUpDayCompletedAt: now })
    .where(and(eq(leads.id, leadId), eq(leads.agentId, agentId)));
  await db
    .update(followUpActivities)
    .set({ completedAt: now, skipped })
    .where(
      and(
        eq(followUpActivities.id, activityId),
        eq(followUpActivities.leadId, leadId),
        eq(followUpActivities.agentId, agentId),
      ),
    );
}
