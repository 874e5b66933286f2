import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { leadCursors, leads } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { SearchCriteria, SourceCursor } from '../../providers/lead-source';
import { type Candidate, takenProperties, type Viewer, type Walk, walk } from './delivery-scan';
import { loadDeliveryAllowance } from './quota-state';

/** The agent's place in its criteria's results: a count, and the source's own cursor. */
export interface CursorAt {
  position: number;
  sourceCursor: SourceCursor | null;
}

/** What the lead source answered, asked before any transaction. */
export interface DeliveryPlan {
  viewer: Viewer;
  criteria: SearchCriteria;
  /** The cursor the source was read from. */
  start: CursorAt;
  candidates: Candidate[];
  /** How far the plan's own walk went (results, and properties among them), what remained past it. */
  examined: number;
  offered: number;
  /** The scan stopped at its limit, not because it found enough or the results ended. */
  capped: boolean;
  remaining: number;
}

/**
 * What remained past the planned cursor, less the properties the commit looked at beyond it (when
 * one was taken meanwhile): the source is not asked again. What the source passed over was
 * taken already, so never in `remaining`.
 */
export function remainingAfter(plan: DeliveryPlan, committed: Walk): number {
  return Math.max(0, plan.remaining - (committed.offered - plan.offered));
}

/** Where the agent's cursor stands now; the start of its results before its first delivery. */
export async function readCursor(db: Database, agentId: string): Promise<CursorAt> {
  const [cursor] = await db
    .select({ position: leadCursors.position, sourceCursor: leadCursors.sourceCursor })
    .from(leadCursors)
    .where(eq(leadCursors.agentId, agentId));
  return cursor ?? { position: 0, sourceCursor: null };
}

/**
 * The delivery's one transaction, short and without a call out: locks the agent's cursor (so its
 * commits run one at a time), reads the quota again, locks the candidates and checks them again,
 * inserts the chosen leads and moves the cursor past what was examined. Changes nothing and
 * answers 'stale' when the cursor or the criteria changed since the plan, or, unless `final`,
 * 'taken' when other agents took so much of what it read that the batch would come out short
 * while more remains: planning again then finds what is free now.
 */
export async function commitDelivery(
  pool: pg.Pool,
  plan: DeliveryPlan,
  now: Date,
  final: boolean,
): Promise<(Walk & { deliveredBefore: number; quota: number }) | 'stale' | 'taken'> {
  const { agentId } = plan.viewer;
  return withTransaction(pool, async ({ db }) => {
    // Creates the cursor on first use and locks it, in one statement.
    const [cursor] = await db
      .insert(leadCursors)
      .values({ agentId })
      .onConflictDoUpdate({ target: leadCursors.agentId, set: { agentId } })
      .returning({ position: leadCursors.position, sourceCursor: leadCursors.sourceCursor });
    const allowance = await loadDeliveryAllowance(db, agentId, now);
    if (
      !isDeepStrictEqual(cursor, plan.start) ||
      !isDeepStrictEqual(allowance.criteria, plan.criteria)
    ) {
      return 'stale';
    }
    const ids = plan.candidates.flatMap(({ propertyId }) =>
      propertyId === null ? [] : [propertyId],
    );
    const taken = await takenProperties(db, ids, plan.viewer, { lock: true });
    const walked = walk(plan.candidates, taken, allowance.needed, plan.start.sourceCursor);
    const short = walked.chosen.length < allowance.needed && !plan.capped;
    if (short && !final && remainingAfter(plan, walked) > 0) return 'taken';
    if (walked.chosen.length > 0) {
      await db.insert(leads).values(
        walked.chosen.map((propertyId, i) => ({
          agentId,
          propertyId,
          source: 'daily' as const,
          sellerType: allowance.criteria.sellerType,
          leadDay: allowance.today,
          deliveredAt: now,
          position: allowance.deliveredToday + i,
        })),
      );
    }
    await db
      .update(leadCursors)
      .set({
        position: plan.start.position + walked.examined,
        sourceCursor: walked.cursor,
        updatedAt: now,
      })
      .where(eq(leadCursors.agentId, agentId));
    return { ...walked, deliveredBefore: allowance.deliveredToday, quota: allowance.quota };
  });
}
