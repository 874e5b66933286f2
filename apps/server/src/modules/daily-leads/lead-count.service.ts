import {
  LEAD_COUNT_CACHE_SECONDS,
  LEAD_COUNT_MIN_INTERVAL_SECONDS,
  type LeadCount,
} from '@porchlight/contracts';
import { subSeconds } from 'date-fns';
import { eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leadCountCache } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { LeadSource } from '../../providers/lead-source';
import { findCriteriaRow, toSearchCriteria } from '../criteria';
import { heldSince } from './delivery.service';
import { readCursor } from './delivery-commit';
import { askLeadSource } from './lead-source-call';

/**
 * GET /api/leads/available-count: served from a 60-second cache kept in PostgreSQL; a fresh count
 * at most once per 10 seconds per agent (claimed atomically, so parallel asks count once).
 */
export async function availableCount({
  db,
  source,
  agentId,
  now,
  exclusivityDays,
}: {
  db: Database;
  source: LeadSource;
  agentId: string;
  now: Date;
  exclusivityDays: number;
}): Promise<LeadCount> {
  const criteria = toSearchCriteria(await findCriteriaRow(db, agentId));
  if (!criteria) {
    throw new AppError('CRITERIA_NOT_SET', 'Save your lead criteria first (CRITERIA_NOT_SET).');
  }
  const [cached] = await db
    .select()
    .from(leadCountCache)
    .where(eq(leadCountCache.agentId, agentId));
  const fresh = cached?.countedAt && cached.countedAt > subSeconds(now, LEAD_COUNT_CACHE_SECONDS);
  if (fresh && cached.totalAvailable !== null) {
    return {
      totalAvailable: cached.totalAvailable,
      currentOffset: cached.currentOffset ?? 0,
      remaining: cached.remaining ?? 0,
      cached: true,
    };
  }

  const [claimed] = await db
    .insert(leadCountCache)
    .values({ agentId, lastFreshAt: now })
    .onConflictDoUpdate({
      target: leadCountCache.agentId,
      set: { lastFreshAt: now },
      setWhere: lte(leadCountCache.lastFreshAt, subSeconds(now, LEAD_COUNT_MIN_INTERVAL_SECONDS)),
    })
    .returning({ agentId: leadCountCache.agentId });
  if (!claimed) {
    throw new AppError(
      'RATE_LIMITED',
      'Counts refresh at most every 10 seconds (RATE_LIMITED). Please wait a moment.',
    );
  }

  const cursor = await readCursor(db, agentId);
  const [totalAvailable, remaining] = await askLeadSource(async () => {
    await source.prepare(db, criteria);
    return Promise.all([
      source.count(db, criteria),
      source.remaining(db, criteria, cursor.sourceCursor, {
        agentId,
        heldSince: heldSince(now, exclusivityDays),
      }),
    ]);
  });
  const currentOffset = cursor.position;
  await db
    .update(leadCountCache)
    .set({ totalAvailable, currentOffset, remaining, countedAt: now })
    .where(eq(leadCountCache.agentId, agentId));
  return { totalAvailable, currentOffset, remaining, cached: false };
}
