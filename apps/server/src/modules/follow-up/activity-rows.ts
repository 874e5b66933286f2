import { createHash } from 'node:crypto';
import { activityTypeOfDay } from '@porchlight/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { agentIdParam, preparedStatement } from '../../db/prepared';
import { leads } from '../../db/schema';
import type { RecordedContact } from './day-contacts';

// The rows of a lead's follow-up days. Every statement names the agent, so a lead or an activity
// id of another agent reaches no row, whatever was checked before.

interface LeadDay {
  leadId: string;
  dayNumber: number;
}

const param = (name: string) => sql.placeholder(name);

/** A lead's day row: its id, and the contacts recorded on it. */
export interface DayRow {
  id: string;
  records: RecordedContact[];
}

/**
 * The id of a lead's day, the same before and after its row is made: a UUID (version 5's layout)
 * of the lead and the day. The dashboard answers it for a day nobody has worked yet, and the first
 * write of that day makes the row under it, so reading the dashboard writes nothing
 * (docs/follow-up.md "The six days").
 */
export function dayActivityId(leadId: string, dayNumber: number): string {
  const hash = createHash('sha1')
    .update(`porchlight follow-up day:${leadId}:${dayNumber}`)
    .digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The rows of these leads' days, each made under its `dayActivityId` by the day's first write (a
 * contact recorded, Skip Day), in one statement. A row another request made at the same moment
 * is answered as it stands: the no-op update on conflict returns it, even one committed after
 * this statement began, with what was recorded on it. The leads are the agent's own (from its
 * follow-up), each row is made as the agent's, and one of another agent is never answered.
 *
 * Two first writes of one day take turns (a transaction-scoped advisory lock on the day's id, in
 * id order): the row has two unique keys, its id and its lead and day, and ON CONFLICT guards only
 * the one it names. Two inserts that both found no row would otherwise race on the id, and the
 * loser would fail with a unique violation (a 500) instead of answering the winner's row.
 */
const dayRowsStatement = preparedStatement<{
  leadId: string;
  id: string;
  records: { contactId: string; status: RecordedContact['status']; recordedAt: string }[];
}>(
  'follow_up_day_rows',
  sql`insert into follow_up_activities as day_row
      (id, agent_id, lead_id, day_number, activity_type, created_at)
    select day.id, ${agentIdParam}, day.lead_id, day.day_number, day.activity_type, ${param('now')}
    from (
      select * from unnest(${param('ids')}::uuid[], ${param('leadIds')}::uuid[],
        ${param('dayNumbers')}::smallint[], ${param('activityTypes')}::text[])
        as d(id, lead_id, day_number, activity_type)
      order by d.id
    ) as day
    cross join lateral (select pg_advisory_xact_lock(hashtext('follow-up-day'), hashtext(day.id::text))) as turn
    on conflict (lead_id, day_number) do update set day_number = excluded.day_number
      where day_row.agent_id = ${agentIdParam}
    returning day_row.lead_id as "leadId", day_row.id, coalesce((
      select json_agg(json_build_object(
        'contactId', c.contact_id, 'status', c.status, 'recordedAt', c.recorded_at))
      from follow_up_contacts c where c.agent_id = ${agentIdParam} and c.activity_id = day_row.id
    ), '[]'::json) as records`,
);

/** The row of each lead's current day, made by the day's first write; by lead. */
export async function dayRows(
  runner: pg.Pool | pg.PoolClient,
  agentId: string,
  days: readonly LeadDay[],
  now: Date,
): Promise<Map<string, DayRow>> {
  if (days.length === 0) return new Map();
  const rows = await dayRowsStatement(runner, {
    agentId,
    now,
    ids: days.map((d) => dayActivityId(d.leadId, d.dayNumber)),
    leadIds: days.map((d) => d.leadId),
    dayNumbers: days.map((d) => d.dayNumber),
    activityTypes: days.map((d) => activityTypeOfDay(d.dayNumber)),
  });
  return new Map(
    rows.map((row) => [
      row.leadId,
      {
        id: row.id,
        records: row.records.map((r) => ({ ...r, recordedAt: new Date(r.recordedAt) })),
      },
    ]),
  );
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

/**
 * Skip Day, or a send to a custom contact with nothing left to record: the day done at `now`, on
 * the lead's row and the day's own, in one statement.
 */
const completeDayStatement = preparedStatement(
  'complete_follow_up_day',
  sql`with day_lead as (
    update leads set follow_up_day_completed_at = ${param('now')}
    where leads.id = ${param('leadId')} and leads.agent_id = ${agentIdParam}
    returning leads.id
  ), day_activity as (
    update follow_up_activities set completed_at = ${param('now')}, skipped = true
    where follow_up_activities.id = ${param('activityId')}
      and follow_up_activities.lead_id = ${param('leadId')}
      and follow_up_activities.agent_id = ${agentIdParam}
    returning follow_up_activities.id
  )
  select 1`,
);

/** The lead's day is done: Skip Day, or a send to a custom contact with nothing left to record. */
export async function completeDayRow(
  client: pg.PoolClient,
  input: { agentId: string; leadId: string; activityId: string; now: Date },
) {
  await completeDayStatement(client, input);
}

/**
 * One contact of the day recorded, in one statement, led by the day's own row: it takes the
 * contact's id unless the day is done or has it already, and is done when every contact still
 * to record (`recordable`) is now there. An UPDATE that waited for another's lock re-checks its
 * condition on the row as that one left it, so two records of one day, or of one contact, at the
 * same moment are decided exactly, with no lock held between statements. Only then: the contact's
 * row, a pass hidden on the lead everywhere (as in the lead detail), and the lead's day done.
 * Every write names the agent.
 */
const recordStatement = preparedStatement<{ completes: boolean | null }>(
  'record_follow_up_contact',
  sql`with day as (
    update follow_up_activities set
      recorded_contact_ids = array_append(recorded_contact_ids, ${param('contactId')}::text),
      completed_at = case when ${param('recordable')}::text[]
          <@ array_append(recorded_contact_ids, ${param('contactId')}::text)
        then ${param('now')}::timestamptz end
    where follow_up_activities.id = ${param('activityId')}
      and follow_up_activities.lead_id = ${param('leadId')}
      and follow_up_activities.agent_id = ${agentIdParam}
      and follow_up_activities.completed_at is null
      and not (${param('contactId')}::text = any(follow_up_activities.recorded_contact_ids))
    returning follow_up_activities.id, follow_up_activities.completed_at is not null as completes
  ), recorded as (
    insert into follow_up_contacts (activity_id, agent_id, lead_id, contact_id, recipient_type,
      recipient_value, recipient_name, status, recorded_at)
    select day.id, ${agentIdParam}, ${param('leadId')}, ${param('contactId')}, ${param('recipientType')},
      ${param('recipientValue')}, ${param('recipientName')}, ${param('status')}, ${param('now')}
    from day
    -- The day's ids and its rows agree (migration 0007 filled the ids from the rows); should they
    -- ever not, a contact's row is still never written twice.
    on conflict (activity_id, contact_id) do nothing
    returning id
  ), day_lead as (
    update leads set
      passed_contacts = case when ${param('status')}::text <> 'passed'
          or ${param('contactId')}::text = any(passed_contacts) then passed_contacts
        else array_append(passed_contacts, ${param('contactId')}::text) end,
      follow_up_day_completed_at = case when (select completes from day) then ${param('now')}::timestamptz
        else follow_up_day_completed_at end
    where leads.id = ${param('leadId')} and leads.agent_id = ${agentIdParam}
      and exists (select 1 from day)
      and (${param('status')}::text = 'passed' or (select completes from day))
    returning leads.id
  )
  select (select completes from day) as completes`,
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
  /** The day's contacts still to record when it was read: the day is done once all are. */
  recordable: string[];
}

/**
 * Records the contact: whether that completed its day, or null when nothing was written (the day
 * is done, or has this contact already, or is not this agent's).
 */
export async function storeContactRecord(
  runner: pg.Pool | pg.PoolClient,
  record: ContactRecord,
): Promise<boolean | null> {
  const [row] = await recordStatement(runner, { ...record });
  return row?.completes ?? null;
}
