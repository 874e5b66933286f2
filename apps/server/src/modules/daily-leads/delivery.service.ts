import type { FreshLeadsResponse } from '@porchlight/contracts';
import { subDays } from 'date-fns';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { LeadSource } from '../../providers/lead-source';
import { type Claimed, claimBatch, waitForClaimsOn } from './delivery-claim';
import { commitDelivery, type DeliveryPlan, readCursor, remainingAfter } from './delivery-commit';
import { MAX_EXAMINED_PER_CALL, scanSource, type Walk, walk } from './delivery-scan';
import { askLeadSource } from './lead-source-call';
import { loadDeliveryAllowance, lockCursorWithAllowance } from './quota-state';
import { canGenerate, refusalError } from './quotas';

/**
 * A vendor's `remainingAvailable` counts up to this many, from its free id list. The sample
 * source's claim only asks whether one more property is left (0 or 1): the screen reads only
 * `canGetMore`, and counting 200 on every delivery was most of the claim's pages (docs/leads.md
 * "Fresh batch"). The lead-count tool reports the exact figure.
 */
export const REMAINING_CAP = 200;
/** Plans made again when the cursor moved under them, before giving up with a conflict. */
const ATTEMPTS = 3;
/**
 * Plans made again when other agents took what one read. Each round some delivery commits, so
 * this only runs out when many agents of one area call at the very same moment and walk the same
 * stretch; the last round then delivers what it can.
 */
const CONTENDED_ROUNDS = 12;

/** What a delivery did; the route adds today's cards (`fresh-answer.ts`). */
export type Delivered = Omit<FreshLeadsResponse, 'leads'>;

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
 * POST /api/leads/fresh: tops today's batch up to the plan's quota from the agent's cursor. The
 * lead source (a vendor may take 20 s) is asked first, with no transaction open; one short
 * transaction then checks and commits what was found (`commitDelivery`). So parallel calls for
 * one agent never exceed the quota, two agents never get one property inside the exclusivity
 * window, and a source that fails has cost nothing: no lead, no lead day, no cursor move.
 */
export async function deliverFreshLeads(options: DeliveryOptions): Promise<Delivered> {
  if (options.source.orderInSql) return claimFreshLeads(options);
  let [stale, contended] = [0, 0];
  while (stale < ATTEMPTS) {
    const plan = await planDelivery(options);
    const final = contended === CONTENDED_ROUNDS - 1;
    const committed = await commitDelivery(options.pool, plan, options.now, final);
    if (committed === 'stale') stale++;
    else if (committed === 'taken') contended++;
    else return answer(plan, committed);
  }
  throw new AppError(
    'CONFLICT',
    'Your leads were being delivered elsewhere at the same moment. Please try again.',
  );
}

/** What the source has from the agent's cursor on, read without a transaction. */
async function planDelivery(options: DeliveryOptions): Promise<DeliveryPlan> {
  const { db, source, agentId, now } = options;
  const [allowance, start] = await Promise.all([
    loadDeliveryAllowance(db, agentId, now),
    readCursor(db, agentId),
  ]);
  const { criteria, needed } = allowance;
  const viewer = { agentId, heldSince: heldSince(now, options.exclusivityDays) };
  return askLeadSource(async () => {
    await source.prepare(db, criteria);
    const scan = await scanSource(db, source, criteria, start.sourceCursor, { ...viewer, needed });
    if (scan.candidates.length === 0) throw exhausted();
    const planned = walk(scan.candidates, scan.taken, needed, start.sourceCursor);
    const remaining = await source.remaining(db, criteria, planned.cursor, viewer, REMAINING_CAP);
    const { candidates } = scan;
    const { examined, offered } = planned;
    const capped = candidates.length >= MAX_EXAMINED_PER_CALL;
    return { viewer, criteria, start, candidates, examined, offered, capped, remaining };
  });
}

/**
 * The response, or the 409 for an empty result. The cursor moved past what was examined even
 * when nothing was delivered, so "Get More Leads" continues from there.
 */
function answer(
  plan: DeliveryPlan,
  committed: Walk & { deliveredBefore: number; quota: number },
): Delivered {
  const remainingAvailable = remainingAfter(plan, committed);
  const count = committed.chosen.length;
  if (count === 0 && committed.duplicates > 0) {
    throw new AppError(
      'ALL_LEADS_ARE_DUPLICATES',
      `All ${committed.duplicates} leads found were already delivered.`,
      { count: committed.duplicates, canGetMore: remainingAvailable > 0 },
    );
  }
  if (count === 0) throw exhausted();
  const totalDelivered = committed.deliveredBefore + count;
  return {
    status: totalDelivered >= committed.quota ? 'complete' : 'partial',
    count,
    duplicateCount: committed.duplicates,
    totalDelivered,
    remainingNeeded: committed.quota - totalDelivered,
    remainingAvailable,
    canGetMore: remainingAvailable > 0,
  };
}

/**
 * The fresh batch of a source whose order is SQL (the sample inventory), in four round trips:
 * BEGIN, the cursor locked with the quota read, one claim statement, COMMIT (docs/leads.md
 * "Fresh batch"). An area this process has not seen generated is prepared first, outside.
 */
async function claimFreshLeads(options: DeliveryOptions): Promise<Delivered> {
  const { pool, db, source, agentId, now } = options;
  const viewer = { agentId, heldSince: heldSince(now, options.exclusivityDays) };
  let [stale, contended] = [0, 0];
  while (stale < ATTEMPTS) {
    const final = contended === CONTENDED_ROUNDS - 1;
    const outcome = await withTransaction(pool, async ({ client }) => {
      const locked = await lockCursorWithAllowance(client, agentId, now);
      const { criteria } = locked;
      if (!source.orderInSql || !(source.isPrepared?.(criteria) ?? true))
        return { prepare: criteria };
      const claimed = await claimBatch(client, {
        viewer,
        order: source.orderInSql(criteria, locked.cursor.sourceCursor, viewer),
        quota: locked.quota,
        today: locked.state.today,
        now,
        sellerType: criteria.sellerType,
        criteriaText: locked.criteriaText,
        // Whether one more is left is all `canGetMore` needs (docs/leads.md "Fresh batch").
        cap: 1,
      });
      if (!claimed.same) return 'stale';
      // Another delivery of the agent (another process) met the quota while this one waited.
      if (claimed.needed === 0) {
        const state = { ...locked.state, deliveredToday: claimed.deliveredBefore };
        throw refusalError(canGenerate(state), state.plan);
      }
      // Short only because other claims had the rest in hand: let this one go and try again.
      if (claimed.passedOver?.length && !final) throw new PassedOver(claimed.passedOver);
      return { claimed, quota: locked.quota };
    }).catch(async (error: unknown) => {
      if (!(error instanceof PassedOver)) throw error;
      await waitForClaimsOn(pool, error.properties);
      return 'contended' as const;
    });
    if (outcome === 'stale') stale++;
    else if (outcome === 'contended') contended++;
    else if (outcome.prepare) {
      const { prepare } = outcome;
      await askLeadSource(() => source.prepare(db, prepare));
    } else return claimAnswer(outcome.claimed, outcome.quota);
  }
  throw new AppError(
    'CONFLICT',
    'Your leads were being delivered elsewhere at the same moment. Please try again.',
  );
}

/** A claim that came up short while other claims held what it needed (rolled back). */
class PassedOver extends Error {
  constructor(readonly properties: string[]) {
    super('passed over properties other claims held');
  }
}

/**
 * The claim's response, or its 409 once the cursor moved: all duplicates when the agent's own
 * leads were found again, exhausted when nothing was left but what other agents hold.
 */
function claimAnswer(claimed: Claimed, quota: number): Delivered {
  const { count, remaining } = claimed;
  const duplicates = claimed.examined - count;
  if (count === 0 && claimed.own > 0) {
    throw new AppError(
      'ALL_LEADS_ARE_DUPLICATES',
      `All ${duplicates} leads found were already delivered.`,
      { count: duplicates, canGetMore: remaining > 0 },
    );
  }
  if (count === 0) throw exhausted();
  const totalDelivered = claimed.deliveredBefore + count;
  return {
    status: totalDelivered >= quota ? 'complete' : 'partial',
    count,
    duplicateCount: duplicates,
    totalDelivered,
    remainingNeeded: quota - totalDelivered,
    remainingAvailable: remaining,
    canGetMore: remaining > 0,
  };
}

function exhausted() {
  return new AppError(
    'SEARCH_CRITERIA_EXHAUSTED',
    'No more leads match your criteria. Widen your search to find more.',
  );
}
