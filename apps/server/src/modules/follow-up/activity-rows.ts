import { activityTypeOfDay } from '@porchlight/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { agentIdParam, preparedStatement } from '../../db/prepared';
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

const param = (name: string) => sql.placeholder(name);

/**
 * What a recorded contact or a completed day changes, as CTEs of one statement: the lead's row (a
 * passed contact, `pass`, hidden on the lead everywhere, as in the lead detail; the day done at
 * `now` when `completes`) and the day's activity row. One UPDATE of the lead, never two: a statement
 * can't change one row twice.
 */
const dayChanges = sql`day_lead as (
    update leads set
      passed_contacts = case when ${param('pass')}::text is null
          or ${param('pass')}::text = any(passed_contacts) then passed_contacts
        else array_append(passed_contacts, ${param('pass')}::text) end,
      follow_up_day_completed_at = case when ${param('completes')}::boolean then ${param('now')}::timestamptz
        else follow_up_day_completed_at end
    where leads.id = ${param('leadId')} and leads.agent_id = ${agentIdParam}
      and (${param('pass')}::text is not null or ${param('completes')}::boolean)
    returning leads.id
  ), day_activity as (
    update follow_up_activities set completed_at = ${param('now')}, skipped = ${param('skipped')}
    where follow_up_activities.id = ${param('activityId')}
      and follow_up_activities.lead_id = ${param('leadId')}
      and follow_up_activities.agent_id = ${agentIdParam} and ${param('completes')}::boolean
    returning id
  )`;

const completeDayStatement = preparedStatement(
  'complete_follow_up_day',
  sql`with ${dayChanges} select 1`,
);

/** The lead's day is done: Skip Day, or a send to a custom contact with nothing left to record. */
export async function completeDayRow(
  client: pg.PoolClient,
  input: { agentId: string; leadId: string; activityId: string; now: Date },
) {
  await completeDayStatement(client, { ...input, pass: null, completes: true, skipped: true });
}

/**
 * One contact of the day recorded, in one statement: its row (on the agent's own day only), and the
 * changes it makes to its lead and day (a pass hides the contact; the last one completes the day).
 * Every write names the agent.
 */
const recordStatement = preparedStatement(
  'record_follow_up_contact',
  sql`with recorded as (
    insert into follow_up_contacts (activity_id, agent_id, lead_id, contact_id, recipient_type,
      recipient_value, recipient_name, status, recorded_at)
    select a.id, a.agent_id, a.lead_id, ${param('contactId')}, ${param('recipientType')},
      ${param('recipientValue')}, ${param('recipientName')}, ${param('status')}, ${param('now')}
    from follow_up_activities a
    where a.id = ${param('activityId')} and a.lead_id = ${param('leadId')} and a.agent_id = ${agentIdParam}
    returning id
  ), ${dayChanges}
  select 1`,
);

export interface ContactRecord {
  agentId: string;
  leadId: string;
  activityId: string;
  contactId: string;
  recipientType: 'email' | 'phone';
  recipientValue: string;
  recipientName: string | null;
  status: 'sent' | 'passed';
  now: Date;
  /** The last contact of the day: it completes the day. */
  completes: boolean;
}

export async function storeContactRecord(client: pg.PoolClient, record: ContactRecord) {
  const pass = record.status === 'passed' ? record.contactId : null;
  await recordStatement(client, { ...record, pass, skipped: false });
}
