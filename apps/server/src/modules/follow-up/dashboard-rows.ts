import { FollowUpLead, type Lead } from '@porchlight/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentIdParam, preparedOnce } from '../../db/prepared';
import { leads, properties } from '../../db/schema';
import type { JsonText } from '../../lib/json-text';
import { leadJsonOf } from '../leads';
import type { RecordedContact } from './day-contacts';
import { inFollowUp } from './lead-sequences';
import type { SequenceState } from './sequence';

/** What the day's contacts and the owner's time zone are made from. */
const DAY_SOURCE_FIELDS = [
  'phoneNumbers',
  'emails',
  'optedOutContacts',
  'customEmail',
  'customPhone',
  'zip',
  'state',
  'mailingZip',
  'mailingState',
] as const satisfies readonly (keyof Lead)[];
export type DaySources = Pick<Lead, (typeof DAY_SOURCE_FIELDS)[number]>;

interface StoredDay {
  id: string;
  dayNumber: number;
  records: { contactId: string; status: RecordedContact['status']; recordedAt: string }[];
}

/**
 * Each lead in follow-up (with its property): its id, what its day is made from, its sequence
 * state and the activity rows (with their recorded contacts) of its stored day and later: the day
 * it stands on is one of those, since a day only rolls over to the next one.
 */
const followUpFields = {
  leadId: leads.id,
  sources: leadJsonOf(agentIdParam, DAY_SOURCE_FIELDS),
  day: leads.followUpDay,
  dayCompletedAt: leads.followUpDayCompletedAt,
  storedDays: sql<StoredDay[]>`coalesce((
    select json_agg(json_build_object('id', a.id, 'dayNumber', a.day_number, 'records', coalesce((
      select json_agg(json_build_object(
        'contactId', c.contact_id, 'status', c.status, 'recordedAt', c.recorded_at))
      from follow_up_contacts c where c.agent_id = ${agentIdParam} and c.activity_id = a.id
    ), '[]'::json)))
    from follow_up_activities a
    where a.agent_id = ${agentIdParam} and a.lead_id = ${leads.id} and a.day_number >= ${leads.followUpDay}
  ), '[]'::json)`,
};

interface FollowUpRow {
  leadId: string;
  sources: DaySources;
  day: number;
  dayCompletedAt: Date | null;
  storedDays: StoredDay[];
}

function toFollowUp({ leadId, sources, day, dayCompletedAt, storedDays }: FollowUpRow) {
  const state: SequenceState = { day, dayCompletedAt };
  const days = storedDays.map((stored) => ({
    id: stored.id,
    dayNumber: stored.dayNumber,
    records: stored.records.map(
      (r): RecordedContact => ({ ...r, recordedAt: new Date(r.recordedAt) }),
    ),
  }));
  return { leadId, sources, state, days };
}

const FOLLOW_UP_LEAD_FIELDS = Object.keys(FollowUpLead.shape) as (keyof FollowUpLead)[];

/** The whole dashboard in one statement, each lead's card as PostgreSQL wrote it. */
const followUpRows = preparedOnce((db) =>
  db
    .select({
      ...followUpFields,
      card: sql<JsonText<FollowUpLead>>`(${leadJsonOf(agentIdParam, FOLLOW_UP_LEAD_FIELDS)})::text`,
    })
    .from(leads)
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .where(and(eq(leads.agentId, agentIdParam), inFollowUp))
    .orderBy(asc(leads.sequenceStartedAt), asc(leads.id))
    .prepare('follow_up_dashboard'),
);

/** This agent's leads in follow-up, oldest save first, each with its card, state and stored days. */
export async function followUpLeads(db: Database, agentId: string) {
  const rows = await followUpRows(db).execute({ agentId });
  return rows.map(({ card, ...row }) => ({ card, ...toFollowUp(row) }));
}

/** Locks one lead of the agent's follow-up for a change to its day. */
const followUpLock = preparedOnce((db) =>
  db
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(eq(leads.agentId, agentIdParam), eq(leads.id, sql.placeholder('leadId')), inFollowUp),
    )
    .for('update')
    .prepare('lock_follow_up_lead'),
);

const followUpRow = preparedOnce((db) =>
  db
    .select(followUpFields)
    .from(leads)
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .where(
      and(eq(leads.agentId, agentIdParam), eq(leads.id, sql.placeholder('leadId')), inFollowUp),
    )
    .prepare('follow_up_lead'),
);

/**
 * This agent's lead in follow-up as it stands, read without a lock; null when it is not one. A
 * change made from it re-checks, in its own statement, what may have changed since.
 */
export async function followUpLead(db: Database, agentId: string, leadId: string) {
  const [row] = await followUpRow(db).execute({ agentId, leadId });
  return row ? toFollowUp(row) : null;
}

/**
 * This agent's lead in follow-up, locked until the transaction ends; null when it is not one. Read
 * in a statement after the lock, so it sees what a change that held the lock before committed.
 */
export async function lockedFollowUpLead(db: Database, agentId: string, leadId: string) {
  const [locked] = await followUpLock(db).execute({ agentId, leadId });
  return locked ? followUpLead(db, agentId, leadId) : null;
}
