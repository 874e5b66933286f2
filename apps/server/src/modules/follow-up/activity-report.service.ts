import type { ActivityStats, ActivitySummary } from '@porchlight/contracts';
import { easternDay, easternDayRange } from '@porchlight/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentIdParam, preparedOnce } from '../../db/prepared';
import { followUpContacts } from '../../db/schema';
import { leadSequences } from './lead-sequences';
import { isSequenceComplete } from './sequence';

const count = (value: unknown) => Number(value ?? 0);

const today = sql.placeholder('today');
// The ET day (from lib/calendar, the one home of that rule) as a half-open range
// [dayStart, nextDayStart) of instants: the columns stay bare, so each count is an index range on
// (agent_id, <time column>) and does not grow with history.
const dayStart = sql`${sql.placeholder('dayStart')}::timestamptz`;
const nextDayStart = sql`${sql.placeholder('nextDayStart')}::timestamptz`;
const onToday = (column: string) =>
  sql`${sql.identifier(column)} >= ${dayStart} and ${sql.identifier(column)} < ${nextDayStart}`;

/**
 * Each lead's decision of the day once (docs/leads.md "Activity Summary"): its latest swipe of the
 * day that was not undone, so a move between Saved and Dismissed changes the decision it counts
 * under instead of adding one. Read from the day's swipes alone (an index range, as above).
 */
const decisionsToday = sql`(
  select count(*) filter (where action = 'save')::int as saved,
    count(*) filter (where action = 'dismiss')::int as passed
  from (
    select distinct on (lead_id) action from swipes
    where agent_id = ${agentIdParam} and undone_at is null and ${onToday('created_at')}
    order by lead_id, seq desc
  ) as latest
) as decisions`;

const summaryRow = preparedOnce((db) =>
  db
    .select({
      // An agent's own imported list is no lead received (docs/imports.md "Importing").
      leadsReceived: sql<number>`(select count(*)::int from leads where agent_id = ${agentIdParam} and lead_day = ${today}::date and source <> 'import')`,
      leadsSaved: sql<number>`decisions.saved`,
      leadsPassed: sql<number>`decisions.passed`,
      emailsSent: sql<number>`(select count(*)::int from follow_up_contacts where agent_id = ${agentIdParam} and status = 'sent'
         and recipient_type = 'email' and ${onToday('recorded_at')})`,
      textsSent: sql<number>`(select count(*)::int from follow_up_contacts where agent_id = ${agentIdParam} and status = 'sent'
         and recipient_type = 'phone' and ${onToday('recorded_at')})`,
      postcardsSent: sql<number>`(select count(*)::int from leads where agent_id = ${agentIdParam}
         and ${onToday('postcard_sent_at')})`,
      leadsEnhanced: sql<number>`(select count(*)::int from leads where agent_id = ${agentIdParam}
         and ${onToday('enriched_at')})`,
    })
    .from(decisionsToday)
    .prepare('activity_summary'),
);

/** GET /api/activities/summary: what the agent did today (ET), each figure from its own rows. */
export async function activitySummary(
  db: Database,
  agentId: string,
  now: Date,
): Promise<ActivitySummary> {
  const { start, end } = easternDayRange(now);
  const [row] = await summaryRow(db).execute({
    agentId,
    today: easternDay(now),
    dayStart: start.toISOString(),
    nextDayStart: end.toISOString(),
  });
  return {
    leadsReceived: count(row?.leadsReceived),
    leadsSaved: count(row?.leadsSaved),
    leadsPassed: count(row?.leadsPassed),
    emailsSent: count(row?.emailsSent),
    textsSent: count(row?.textsSent),
    postcardsSent: count(row?.postcardsSent),
    leadsEnhanced: count(row?.leadsEnhanced),
  };
}

/**
 * GET /api/activities/stats: the whole follow-up so far. Which leads are in it and which have
 * finished are the sequence's own rules (`inFollowUp`, `isSequenceComplete`), not restated here.
 */
export async function activityStats(db: Database, agentId: string): Promise<ActivityStats> {
  const [sequences, [contacts]] = await Promise.all([
    leadSequences(db, agentId),
    db
      .select({
        sent: sql<number>`count(*) filter (where ${followUpContacts.status} = 'sent')::int`,
        passed: sql<number>`count(*) filter (where ${followUpContacts.status} = 'passed')::int`,
      })
      .from(followUpContacts)
      .where(eq(followUpContacts.agentId, agentId)),
  ]);
  const completed = sequences.filter((s) => isSequenceComplete(s.state)).length;
  return {
    totalLeadsInSequence: sequences.length,
    leadsInProgress: sequences.length - completed,
    totalContactsSent: count(contacts?.sent),
    totalContactsPassed: count(contacts?.passed),
    leadsCompleted: completed,
  };
}
