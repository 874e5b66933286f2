import { isDeepStrictEqual } from 'node:util';
import {
  BULK_PURCHASE,
  type BulkPurchaseResponse,
  creditsPerLead,
  easternDay,
} from '@porchlight/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { leadPurchases } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { type IdempotentRequest, storeAnswer, storedAnswer } from '../../lib/idempotency';
import type { LeadSource, SearchCriteria } from '../../providers/lead-source';
import { lockCredits, readCredits, spendCredits } from '../credits';
import { heldSince, takenProperties } from '../daily-leads';
import { insertBoughtLeads } from './bought-leads';
import { type Position, type PurchasePlan, planPurchase, walkSearches } from './purchase-plan';

/** Plans made again when another purchase of the same session moved it meanwhile. */
const ATTEMPTS = 3;

/** What is being bought: the searches, the package's size and price, and its ledger wording. */
export interface PurchaseOrder {
  kind: 'package' | 'bulk';
  searches: SearchCriteria[];
  leads: number;
  credits: number;
  describe: (delivered: number) => string;
}

export interface PurchaseOptions {
  pool: pg.Pool;
  db: Database;
  source: LeadSource;
  agentId: string;
  now: Date;
  exclusivityDays: number;
  /** The Idempotency-Key and the route and body it was sent with. */
  idempotency: IdempotentRequest;
  continueSession: boolean;
}

/** The purchase this call adds to: a new one, or the agent's unfinished one of the same search. */
interface Session {
  id: string | null;
  delivered: number;
  creditsSpent: number;
  position: Position;
  /** The position as stored, for the commit's check that no other call moved it. */
  stored: Position;
}

/**
 * Buys leads with credits (docs/credits.md "Paying per lead delivered"): the lead source is read
 * with no transaction open, then one short transaction locks the agent's credits, checks the key,
 * the session and the properties again, delivers what is still free (saved, source `bulk`,
 * follow-up started) and charges per lead delivered, by a conditional update that cannot go below
 * zero. The answer is kept under the Idempotency-Key in the same transaction, so a retry gets it
 * without a second effect; the key used again on another route or with another body is a 422 that
 * changes nothing. A retry after the answer was kept never comes here: serve() answers it
 * (`idempotencyKey: true`); this checks the key again inside the spend for one racing it.
 */
export async function purchaseLeads(
  options: PurchaseOptions,
  order: PurchaseOrder,
): Promise<BulkPurchaseResponse> {
  const { db, agentId } = options;
  const viewer = { agentId, heldSince: heldSince(options.now, options.exclusivityDays) };
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const session = await openSession(db, agentId, order, options.continueSession);
    const needed = order.leads - session.delivered;
    const price = needed * creditsPerLead(order);
    const credits = await readCredits(db, agentId);
    if (credits < price) throw insufficientCredits(price, credits);
    const plan = await planPurchase(
      { db, source: options.source, viewer },
      order.searches,
      session.position,
      needed,
    );
    refuseLimitedAvailability(order, session, plan);
    const answer = await commitPurchase(options, order, session, plan);
    if (answer !== 'stale') return answer;
  }
  throw new AppError(
    'CONFLICT',
    'This purchase was being continued elsewhere at the same moment. Please try again.',
  );
}

/**
 * A new bulk purchase needs as many leads available as it buys (docs/credits.md "Bulk lists"),
 * as the wizard shows: the server holds the rule too, and spends nothing when it fails. Get
 * Remaining continues a purchase already made and a lead package draws from the criteria: neither
 * is held to it.
 */
function refuseLimitedAvailability(order: PurchaseOrder, session: Session, plan: PurchasePlan) {
  if (order.kind !== 'bulk' || session.id !== null) return;
  const available = plan.walked.chosen.length + plan.remaining;
  if (available >= BULK_PURCHASE.minAvailable) return;
  throw new AppError(
    'LIMITED_AVAILABILITY',
    `Only ${available} leads available. You need at least ${BULK_PURCHASE.minAvailable}.`,
  );
}

async function openSession(
  db: Database,
  agentId: string,
  order: PurchaseOrder,
  continueSession: boolean,
): Promise<Session> {
  if (!continueSession) {
    const start = { searchIndex: 0, cursor: null };
    return { id: null, delivered: 0, creditsSpent: 0, position: start, stored: start };
  }
  const [last] = await db
    .select()
    .from(leadPurchases)
    .where(and(eq(leadPurchases.agentId, agentId), eq(leadPurchases.kind, order.kind)))
    .orderBy(desc(leadPurchases.createdAt))
    .limit(1);
  // jsonb keeps keys in its own order: compared as values, not as text.
  const sameSearch = isDeepStrictEqual(last?.searches, order.searches);
  // A 25-lead package is continued by the 25 button, never by the 50 one.
  const samePackage = last?.leads === order.leads && last.credits === order.credits;
  if (!last || !sameSearch || !samePackage || last.delivered >= last.leads) {
    throw new AppError(
      'CONFLICT',
      'There is no unfinished purchase of this search to continue. Start a new purchase.',
    );
  }
  const stored = { searchIndex: last.searchIndex, cursor: last.sourceCursor ?? null };
  return {
    id: last.id,
    delivered: last.delivered,
    creditsSpent: last.creditsSpent,
    // A purchase whose searches ran out starts them again: what was held or added since is found.
    position:
      stored.searchIndex < order.searches.length ? stored : { searchIndex: 0, cursor: null },
    stored,
  };
}

async function commitPurchase(
  options: PurchaseOptions,
  order: PurchaseOrder,
  session: Session,
  plan: PurchasePlan,
): Promise<BulkPurchaseResponse | 'stale'> {
  const { agentId, now, idempotency } = options;
  return withTransaction(options.pool, async ({ db }) => {
    // The agent's spends commit one at a time from here; a retry that lost the race finds the
    // answer, and another request under the same key its 422.
    const balance = await lockCredits(db, agentId);
    const earlier = await storedAnswer<BulkPurchaseResponse>(db, agentId, idempotency);
    if (earlier) return earlier;
    if (session.id && !(await sessionUnmoved(db, agentId, session))) return 'stale';
    const ids = plan.scans.flatMap((scan) =>
      scan.candidates.flatMap(({ propertyId }) => (propertyId === null ? [] : [propertyId])),
    );
    const viewer = { agentId, heldSince: heldSince(now, options.exclusivityDays) };
    const taken = await takenProperties(db, ids, viewer, { lock: true });
    const needed = order.leads - session.delivered;
    const walked = walkSearches(plan.scans, taken, needed, session.position);
    const cost = walked.chosen.length * creditsPerLead(order);
    let credits = balance;
    if (cost > 0) {
      const description = order.describe(walked.chosen.length);
      const left = await spendCredits(db, { agentId, amount: cost, description, now });
      if (left === null) throw insufficientCredits(cost, balance);
      credits = left;
      await insertBoughtLeads(db, { agentId, now, leadDay: easternDay(now), ...walked });
    }
    await saveSession(db, { agentId, order, session, walked, cost, now });
    const remainingAvailable = Math.max(0, plan.remaining - (walked.offered - plan.walked.offered));
    const totalDelivered = session.delivered + walked.chosen.length;
    const remainingNeeded = order.leads - totalDelivered;
    const answer: BulkPurchaseResponse = {
      available: walked.chosen.length + remainingAvailable,
      status: remainingNeeded === 0 ? 'complete' : 'partial',
      leadsCount: walked.chosen.length,
      duplicatesSkipped: walked.duplicates,
      totalDelivered,
      remainingNeeded,
      remainingAvailable,
      canGetMore: remainingNeeded > 0 && remainingAvailable > 0,
      creditsSpent: cost,
      credits,
    };
    await storeAnswer(db, { agentId, request: idempotency, answer, now });
    return answer;
  });
}

/** The session as the plan read it: nothing delivered and no cursor moved since. */
async function sessionUnmoved(db: Database, agentId: string, session: Session): Promise<boolean> {
  const [row] = await db
    .select({
      delivered: leadPurchases.delivered,
      searchIndex: leadPurchases.searchIndex,
      sourceCursor: leadPurchases.sourceCursor,
    })
    .from(leadPurchases)
    .where(and(eq(leadPurchases.id, session.id ?? ''), eq(leadPurchases.agentId, agentId)))
    .for('update');
  return (
    row !== undefined &&
    row.delivered === session.delivered &&
    row.searchIndex === session.stored.searchIndex &&
    isDeepStrictEqual(row.sourceCursor ?? null, session.stored.cursor)
  );
}

async function saveSession(
  db: Database,
  change: {
    agentId: string;
    order: PurchaseOrder;
    session: Session;
    walked: ReturnType<typeof walkSearches>;
    cost: number;
    now: Date;
  },
) {
  const { agentId, order, session, walked, cost, now } = change;
  const progress = {
    delivered: session.delivered + walked.chosen.length,
    creditsSpent: session.creditsSpent + cost,
    searchIndex: walked.position.searchIndex,
    sourceCursor: walked.position.cursor,
    updatedAt: now,
  };
  if (session.id) {
    await db
      .update(leadPurchases)
      .set(progress)
      .where(and(eq(leadPurchases.id, session.id), eq(leadPurchases.agentId, agentId)));
    return;
  }
  await db.insert(leadPurchases).values({
    agentId,
    kind: order.kind,
    searches: order.searches,
    leads: order.leads,
    credits: order.credits,
    createdAt: now,
    ...progress,
  });
}

function insufficientCredits(needed: number, credits: number) {
  return new AppError(
    'INSUFFICIENT_CREDITS',
    `Insufficient credits: this purchase needs ${needed} credits and you have ${credits}.`,
    { creditsRequired: needed, credits },
  );
}
