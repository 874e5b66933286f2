import type { Lead, LeadCard, ListedLead } from '@porchlight/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { agentIdParam, plannedPerCall, preparedOnce } from '../../db/prepared';
import { leads, properties, swipes } from '../../db/schema';
import type { JsonText } from '../../lib/json-text';
import { dayDeckOrder, onDayDeck } from './day-deck';
import { LEAD_CARD_KEYS, LISTED_LEAD_KEYS, leadColumns, leadJson } from './lead-json';

/** An aggregate always answers one row; this stands in should it ever not. */
const EMPTY_LIST = '[]' as JsonText<never[]>;

/**
 * The rows of `list` (a subquery of a lead's columns, in its order) as one JSON array text, sent
 * as it is. Each row becomes its object as it comes: no subquery per lead. The rows
 * keep the subquery's order: nothing between it and the aggregate reorders them.
 */
function jsonRows<T>(list: string): SQL<JsonText<T[]>> {
  return sql<JsonText<T[]>>`coalesce(json_agg(${sql.identifier(list)}), '[]'::json)::text`;
}

const todaysBatch = preparedOnce((db) => {
  const batch = db
    .select(leadColumns(agentIdParam, LEAD_CARD_KEYS))
    .from(leads)
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .where(and(eq(leads.agentId, agentIdParam), onDayDeck(sql.placeholder('leadDay'))))
    .orderBy(dayDeckOrder())
    .as('batch');
  return db
    .select({ leads: jsonRows<LeadCard>('batch') })
    .from(batch)
    .prepare('todays_batch');
});

/** Today's cards (`leadDay`, ET): the batch in delivery order, then any imported leads offered. */
export async function todaysLeadViews(db: Database, agentId: string, leadDay: string) {
  const [row] = await todaysBatch(db).execute({ agentId, leadDay });
  return row?.leads ?? EMPTY_LIST;
}

/**
 * The saved or dismissed list, planned on each call for this agent's rows: a plan cached while
 * `leads` was small, or made for an average agent's 1,545 rows, read the whole of `swipes` for a
 * list of three (docs/performance.md "Plans"). Each row's latest swipe is one probe by its id.
 */
const swipedLeads = preparedOnce((db) => {
  const latestSwipe = sql`(select ${swipes.seq} from ${swipes} where ${swipes.id} = ${leads.currentSwipeId})`;
  const list = db
    .select(leadColumns(agentIdParam, LISTED_LEAD_KEYS))
    .from(leads)
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .where(and(eq(leads.agentId, agentIdParam), eq(leads.status, sql.placeholder('status'))))
    // Latest swipe first: the order the agent saved or dismissed them in.
    .orderBy(sql`${latestSwipe} desc nulls first`, desc(leads.deliveredAt))
    .as('listed');
  return plannedPerCall<JsonText<ListedLead[]>>(
    db.select({ leads: jsonRows<ListedLead>('listed') }).from(list),
  );
});

/** The agent's saved or dismissed leads as their lists show them, latest swipe first. */
export async function swipedLeadViews(
  { db, pool }: { db: Database; pool: pg.Pool },
  agentId: string,
  status: 'saved' | 'dismissed',
) {
  return (await swipedLeads(db)(pool, { agentId, status })) ?? EMPTY_LIST;
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
