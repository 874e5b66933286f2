import type { ActivityStats, ActivitySummary } from '@porchlight/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { BUSINESS_TIME_ZONE, easternDay } from '../../lib/calendar';

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

/** GET /api/activities/stats: the whole follow-up so far. */
export async function activityStats(db: Database, agentId: string): Promise<ActivityStats> {
  const result = await db.execute(sql`
    with sequence as (
      select follow_up_day, follow_up_day_completed_at from leads
      where agent_id = ${agentId} and status = 'saved' and sequence_started_at is not null
        and follow_up_dismissed_at is null
    )
    select
      (select count(*) from sequence) as total,
      (select count(*) from sequence
        where not (follow_up_day = 6 and follow_up_day_completed_at is not null)) as in_progress,
      (select count(*) from sequence
        where follow_up_day = 6 and follow_up_day_completed_at is not null) as completed,
      (select count(*) from follow_up_contacts where agent_id = ${agentId} and status = 'sent') as sent,
      (select count(*) from follow_up_contacts where agent_id = ${agentId} and status = 'passed') as passed
  `);
  const row = result.rows[0] ?? {};
  return {
    totalLeadsInSequence: count(row.total),
    leadsInProgress: count(row.in_progress),
    totalContactsSent: count(row.sent),
    totalContactsPassed: count(row.passed),
    leadsCompleted: count(row.completed),
  };
}
