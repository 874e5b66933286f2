import type { ActivityStats, ActivitySummary } from '@porchlight/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { followUpContacts } from '../../db/schema';
import { BUSINESS_TIME_ZONE, easternDay } from '../../lib/calendar';
import { leadSequences } from './lead-sequences';
import { isSequenceComplete } from './sequence';

const count = (value: unknown) => Number(value ?? 0);

/** GET /api/activities/summary: what the agent did today (ET), each figure from its own rows. */
export async function activitySummary(
  db: Database,
  agentId: string,
  now: Date,
): Promise<ActivitySummary> {
  const today = easternDay(now);
  const onToday = (column: string) =>
    sql.raw(`(${column} at time zone '${BUSINESS_TIME_ZONE}')::date`);
  const result = await db.execute(sql`
    select
      (select count(*) from leads where agent_id = ${agentId} and lead_day = ${today}::date) as leads_received,
      (select count(*) from swipes where agent_id = ${agentId} and undone_at is null and action = 'save'
         and ${onToday('created_at')} = ${today}::date) as leads_saved,
      (select count(*) from swipes where agent_id = ${agentId} and undone_at is null and action = 'dismiss'
         and ${onToday('created_at')} = ${today}::date) as leads_passed,
      (select count(*) from follow_up_contacts where agent_id = ${agentId} and status = 'sent'
         and recipient_type = 'email' and ${onToday('recorded_at')} = ${today}::date) as emails_sent,
      (select count(*) from follow_up_contacts where agent_id = ${agentId} and status = 'sent'
         and recipient_type = 'phone' and ${onToday('recorded_at')} = ${today}::date) as texts_sent,
      (select count(*) from leads where agent_id = ${agentId}
         and ${onToday('postcard_sent_at')} = ${today}::date) as postcards_sent,
      (select count(*) from leads where agent_id = ${agentId}
         and ${onToday('enriched_at')} = ${today}::date) as leads_enhanced
  `);
  const row = result.rows[0] ?? {};
  return {
    leadsReceived: count(row.leads_received),
    leadsSaved: count(row.leads_saved),
    leadsPassed: count(row.leads_passed),
    emailsSent: count(row.emails_sent),
    textsSent: count(row.texts_sent),
    postcardsSent: count(row.postcards_sent),
    leadsEnhanced: count(row.leads_enhanced),
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
