import type { Criteria, SaveCriteriaRequest, SellerType } from '@porchlight/contracts';
import { SELLER_TYPE_VALUES, UNSET_CRITERIA } from '@porchlight/contracts';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { criteria, leadCountCache, leadCursors } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { SearchCriteria } from '../../providers/lead-source';
import { parseTargetArea } from '../../providers/lead-source/area';

type CriteriaRow = typeof criteria.$inferSelect;
type SaveCriteria = z.output<typeof SaveCriteriaRequest>;

export async function findCriteriaRow(db: Database, agentId: string) {
  const [row] = await db.select().from(criteria).where(eq(criteria.agentId, agentId));
  return row ?? null;
}

/** GET /api/criteria: the stored arrays, or empty ones when the agent never saved criteria. */
export async function getCriteria(db: Database, agentId: string): Promise<Criteria> {
  const row = await findCriteriaRow(db, agentId);
  if (!row) return UNSET_CRITERIA;
  const { targetAreas, minValue, maxValue, minBedrooms, sellerTypes, propertyTypes } = row;
  return { targetAreas, minValue, maxValue, minBedrooms, sellerTypes, propertyTypes };
}

/**
 * Saves the criteria. New criteria mean new results: the agent's cursor goes back to the start
 * and the cached count is dropped (the 10-second rule on fresh counts still holds).
 */
export async function saveCriteria({
  pool,
  agentId,
  request,
  now,
}: {
  pool: pg.Pool;
  agentId: string;
  request: SaveCriteria;
  now: Date;
}): Promise<Criteria> {
  const saved: Criteria = {
    targetAreas: [request.targetArea],
    minValue: request.minValue,
    maxValue: request.maxValue,
    minBedrooms: request.minBedrooms,
    sellerTypes: [request.sellerType],
    propertyTypes: [request.propertyType],
  };
  const values = { ...saved, updatedAt: now };
  await withTransaction(pool, async ({ db }) => {
    await db
      .insert(criteria)
      .values({ agentId, ...values })
      .onConflictDoUpdate({ target: criteria.agentId, set: values });
    await db
      .update(leadCursors)
      .set({ position: 0, sourceCursor: null, updatedAt: now })
      .where(eq(leadCursors.agentId, agentId));
    await db
      .update(leadCountCache)
      .set({ countedAt: null })
      .where(eq(leadCountCache.agentId, agentId));
  });
  return saved;
}

/** The criteria as a lead source reads them; null when not set or unusable. */
export function toSearchCriteria(row: CriteriaRow | null): SearchCriteria | null {
  const area = row?.targetAreas[0] ? parseTargetArea(row.targetAreas[0]) : null;
  const sellerType = row?.sellerTypes[0];
  if (!row || !area || !sellerType || !SELLER_TYPE_VALUES.includes(sellerType as SellerType)) {
    return null;
  }
  return {
    area,
    minValue: row.minValue,
    maxValue: row.maxValue,
    minBedrooms: row.minBedrooms,
    sellerType: sellerType as SellerType,
    propertyType: 'Residential',
  };
}
