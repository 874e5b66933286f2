import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sequenceStartOfBoughtLead } from '../follow-up';

/**
 * Bought leads arrive saved (docs/credits.md "Paying per lead delivered"): each lead, source
 * `bulk`, with a save swipe of its own (its `swipeActionId`, for custom contacts) and its follow-up
 * started, in one statement. The ids are drawn first so the lead can name its swipe and the swipe
 * its lead.
 */
export async function insertBoughtLeads(
  db: Database,
  bought: {
    agentId: string;
    now: Date;
    leadDay: string;
    chosen: { propertyId: number; sellerType: string }[];
  },
): Promise<void> {
  const { agentId, now, leadDay, chosen } = bought;
  const at = now.toISOString();
  const propertyIds = `{${chosen.map((c) => c.propertyId).join(',')}}`;
  const sellerTypes = `{${chosen.map((c) => `"${c.sellerType}"`).join(',')}}`;
  await db.execute(sql`
    with picked as (
      select property_id, seller_type, (ord - 1)::int as position,
        gen_random_uuid() as lead_id, gen_random_uuid() as swipe_id
      from unnest(${propertyIds}::bigint[], ${sellerTypes}::text[]) with ordinality
        as p(property_id, seller_type, ord)
    ), bought as (
      insert into leads (id, agent_id, property_id, source, seller_type, lead_day, delivered_at,
        position, status, current_swipe_id, sequence_started_at)
      select lead_id, ${agentId}, property_id, 'bulk', seller_type, ${leadDay}::date, ${at}::timestamptz,
        position, 'saved', swipe_id, ${sequenceStartOfBoughtLead(at)}
      from picked
      returning id
    )
    insert into swipes (id, agent_id, lead_id, action, created_at)
    select swipe_id, ${agentId}, lead_id, 'save', ${at}::timestamptz from picked`);
}
