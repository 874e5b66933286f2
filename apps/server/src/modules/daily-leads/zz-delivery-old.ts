import type { FreshLeadsResponse } from '@porchlight/contracts';
import { subDays } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { leadCursors, leads } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { LeadSource, SearchCriteria, SourceCursor } from '../../providers/lead-source';
import { findCriteriaRow, toSearchCriteria } from '../criteria/criteria.service';
import { loadQuotaState } from './quota-state';
import { canGenerate, dailyQuota, refusalError } from './quotas';

/** At most this many results are looked at per call, so a run of duplicates can't stall it. */
const MAX_EXAMINED_PER_CALL = 200;
/**
 * `remainingAvailable` counts up to this many: it answers "can I get more?" and "about how many",
 * and counting every match of a large city on each delivery would cost more than the delivery.
 * The lead-count tool reports the exact figure.
 */
export const REMAINING_CAP = 200;

export interface DeliveryOptions {
  pool: pg.Pool;
  db: Database;
  source: LeadSource;
  agentId: string;
  now: Date;
  /** LEAD_EXCLUSIVITY_DAYS: 0 turns exclusivity off. */
  exclusivityDays: number;
}

export function heldSince(now: Date, exclusivityDays: number): Date | null {
  return exclusivityDays > 0 ? subDays(now, exclusivityDays) : null;
}

/**
 * POST /api/leads/fresh: tops today's batch up to the plan's quota from the agent's cursor.
 * The agent's cursor row is locked for the whole delivery, so parallel calls for one agent run
 * one after another and never exceed the quota; properties are locked while checked, so two
 * agents can't take the same property inside the exclusivity window.
 */
export async function deliverFreshLeads(options: DeliveryOptions): Promise<FreshLeadsResponse> {
  const { pool, db, source, agentId, now } = options;
  const searchable = toSearchCriteria(await findCriteriaRow(db, agentId));
  if (searchable) await source.prepare(db, searchable); // first use of an area: outside the lock

  const outcome = await withTransaction(pool, async (tx) => {
    // Creates the cursor on first use and locks it, in one statement.
    const [cursor] = await tx.db
      .insert(leadCursors)
      .values({ agentId })
      .onConflictDoUpdate({ target: leadCursors.agentId, set: { agentId } })
      .returning();
    const state = await loadQuotaState(tx.db, agentId, now);
    const decision = canGenerate(state);
    const criteria = toSearchCriteria(state.criteria);
    if (!decision.canGenerate || !criteria) throw refusalError(decision, state.plan);

    const quota = dailyQuota(state.plan);
    const needed = quota - state.deliveredToday;
    const scan = await scanForDeliverable(tx.db, source, criteria, cursor?.sourceCursor ?? null, {
      agentId,
      needed,
      heldSince: heldSince(now, options.exclusivityDays),
    });
    if (scan.chosen.length > 0) {
      await tx.db.insert(leads).values(
        scan.chosen.map((propertyId, i) => ({
          agentId,
          propertyId,
          source: 'daily' as const,
          sellerType: criteria.sellerType,
          leadDay: state.today,
          deliveredAt: now,
          position: state.deliveredToday + i,
        })),
      );
    }
    await tx.db
      .update(leadCursors)
      .set({
        position: (cursor?.position ?? 0) + scan.examined,
        sourceCursor: scan.cursor,
        updatedAt: now,
      })
      .where(eq(leadCursors.agentId, agentId));
    const remainingAvailable = await source.remaining(
      tx.db,
      criteria,
      scan.cursor,
      { agentId, heldSince: heldSince(now, options.exclusivityDays) },
      REMAINING_CAP,
    );
    const totalDelivered = state.deliveredToday + scan.chosen.length;
    return {
      status: totalDelivered >= quota ? 'complete' : 'partial',
      count: scan.chosen.length,
      duplicateCount: scan.duplicates,
      totalDelivered,
      remainingNeeded: quota - totalDelivered,
      remainingAvailable,
      canGetMore: remainingAvailable > 0,
    } satisfies FreshLeadsResponse;
  });

  // The cursor moved past what was examined even when nothing was delivered, so "Get More Leads"
  // continues from there; only then is the empty result reported as an error.
  if (outcome.count === 0 && outcome.duplicateCount > 0) {
    throw new AppError(
      'ALL_LEADS_ARE_DUPLICATES',
      `All ${outcome.duplicateCount} leads found were already delivered.`,
      { count: outcome.duplicateCount, canGetMore: outcome.canGetMore },
    );
  }
  if (outcome.count === 0) {
    throw new AppError(
      'SEARCH_CRITERIA_EXHAUSTED',
      'No more leads match your criteria. Widen your search to find more.',
    );
  }
  return outcome;
}

interface Scan {
  chosen: number[];
  duplicates: number;
  examined: number;
  cursor: SourceCursor | null;
}

/**
 * Walks the source's results from the cursor, skipping the agent's own leads and properties
 * another agent holds, until `needed` are chosen, the results end, or the scan limit is reached.
 */
async function scanForDeliverable(
  db: Database,
  source: LeadSource,
  criteria: SearchCriteria,
  start: SourceCursor | null,
  want: { agentId: string; needed: number; heldSince: Date | null },
): Promise<Scan> {
  const scan: Scan = { chosen: [], duplicates: 0, examined: 0, cursor: start };
  let after = start;
  while (scan.chosen.length < want.needed && scan.examined < MAX_EXAMINED_PER_CALL) {
    const size = Math.min(Math.max(want.needed * 4, 20), MAX_EXAMINED_PER_CALL - scan.examined);
    const page = await source.page(db, criteria, after, size);
    if (page.propertyIds.length === 0) break;
    const taken = await takenProperties(db, page.propertyIds, want.agentId, want.heldSince);
    for (const [i, propertyId] of page.propertyIds.entries()) {
      if (scan.chosen.length === want.needed) break;
      scan.examined++;
      scan.cursor = page.cursors[i] ?? scan.cursor;
      if (taken.has(propertyId)) scan.duplicates++;
      else scan.chosen.push(propertyId);
    }
    if (!page.next) break;
    after = page.next;
  }
  return scan;
}

/**
 * Of these properties, those this agent already has or another agent holds. They are locked
 * first (in id order, so two deliveries never deadlock); the check then sees every delivery that
 * committed while waiting.
 */
async function takenProperties(
  db: Database,
  propertyIds: number[],
  agentId: string,
  since: Date | null,
): Promise<Set<number>> {
  const ids = sql`${`{${propertyIds.join(',')}}`}::bigint[]`;
  await db.execute(sql`select id from properties where id = any(${ids}) order by id for update`);
  const held = since
    ? sql`or (${leads.agentId} <> ${agentId} and ${leads.deliveredAt} >= ${since.toISOString()})`
    : sql``;
  const rows = await db.execute<{ property_id: string }>(sql`
    select distinct ${leads.propertyId} as property_id from ${leads}
    where ${leads.propertyId} = any(${ids}) and (${leads.agentId} = ${agentId} ${held})`);
  return new Set(rows.rows.map((row) => Number(row.property_id)));
}
