import type { Lead } from '@porchlight/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentIdParam, preparedOnce } from '../../db/prepared';
import { leads, properties, swipes } from '../../db/schema';
import type { JsonText } from '../../lib/json-text';
import { leadCardJson, leadJson, listedLeadJson } from './lead-json';

/** An aggregate always answers one row; this stands in should it ever not. */
const EMPTY_LIST = '[]' as JsonText<never[]>;

/** A list of leads (each as `lead`) as one JSON array text, in `order`: sent as it is. */
function leadList<T>(lead: SQL<T>, order: SQL): SQL<JsonText<T[]>> {
  return sql<JsonText<T[]>>`coalesce(json_agg(${lead} order by ${order}), '[]'::json)::text`;
}

const todaysBatch = preparedOnce((db) =>
  db
    .select({ leads: leadList(leadCardJson(agentIdParam), sql`${leads.position}`) })
    .from(leads)
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .where(
      and(
        eq(leads.agentId, agentIdParam),
        eq(leads.source, 'daily'),
        eq(leads.leadDay, sql.placeholder('leadDay')),
      ),
    )
    .prepare('todays_batch'),
);

/** Today's batch (`leadDay`, ET), in delivery order, as the swipe card shows it. */
export async function todaysLeadViews(db: Database, agentId: string, leadDay: string) {
  const [row] = await todaysBatch(db).execute({ agentId, leadDay });
  return row?.leads ?? EMPTY_LIST;
}

const swipedLeads = preparedOnce((db) =>
  db
    .select({
      // Latest swipe first: the order the agent saved or dismissed them in.
      leads: leadList(
        listedLeadJson(agentIdParam),
        sql`${swipes.seq} desc nulls first, ${leads.deliveredAt} desc`,
      ),
    })
    .from(leads)
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .leftJoin(swipes, eq(swipes.id, leads.currentSwipeId))
    .where(and(eq(leads.agentId, agentIdParam), eq(leads.status, sql.placeholder('status'))))
    .prepare('swiped_leads'),
);

/** The agent's saved or dismissed leads as their lists show them, latest swipe first. */
export async function swipedLeadViews(
  db: Database,
  agentId: string,
  status: 'saved' | 'dismissed',
) {
  const [row] = await swipedLeads(db).execute({ agentId, status });
  return row?.leads ?? EMPTY_LIST;
}

const oneLead = preparedOnce((db) =>
  db
    .select({ lead: leadJson(agentIdParam) })
    .from(leads)
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .where(and(eq(leads.agentId, agentIdParam), eq(leads.id, sql.placeholder('leadId'))))
    .prepare('one_lead'),
);

/** One of this agent's leads; another agent's lead is simply not found. */
export async function findLeadView(
  db: Database,
  agentId: string,
  leadId: string,
): Promise<Lead | null> {
  const [row] = await oneLead(db).execute({ agentId, leadId });
  return row?.lead ?? null;
}
