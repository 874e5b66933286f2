import { type SQL, sql } from 'drizzle-orm';
import { properties } from '../../db/schema';
import type { SourceCursor } from './index';
import { createSeededRandom } from './seeded-random';

/**
 * A place on an agent's ring through the (sort_key, id) order. Each agent starts at its own
 * origin, a point of the sort-key space drawn from its id: lap 0 runs from there to the end of
 * the order, lap 1 from the start back up to the origin. Agents of one area so spread over its
 * inventory instead of all queueing behind the same first properties.
 */
export type RingCursor = { lap: 0 | 1; sortKey: number; id: number };

/** The agent's origin: uniform over the sample sort keys (uint48), the same on every process. */
export function ringOrigin(agentId: string): number {
  return createSeededRandom(`ring:${agentId}`).uint48();
}

/** Before the first property of a lap (ids start at 1, sort keys at 0). */
export function lapStart(lap: 0 | 1, origin: number): RingCursor {
  return lap === 0 ? { lap, sortKey: origin, id: 0 } : { lap, sortKey: -1, id: 0 };
}

/** Rows after the cursor within its own lap, in (sort_key, id) order. */
export function restOfLap(at: RingCursor, origin: number): SQL {
  const after = sql`(${properties.sortKey}, ${properties.id}) > (${at.sortKey}::bigint, ${at.id}::bigint)`;
  return at.lap === 0 ? after : sql`${after} and ${properties.sortKey} < ${origin}::bigint`;
}

/** Rows after the cursor on the whole ring: the rest of its lap, and all of lap 1 from lap 0. */
export function restOfRing(at: RingCursor, origin: number): SQL {
  const lap = restOfLap(at, origin);
  return at.lap === 0 ? sql`(${lap} or ${properties.sortKey} < ${origin}::bigint)` : lap;
}

/** A stored cursor of another shape (a plain keyset, RealEstateAPI's) starts at the origin again. */
export function readRingCursor(after: SourceCursor | null): RingCursor | null {
  const { lap, sortKey, id } = after ?? {};
  if (lap !== 0 && lap !== 1) return null;
  if (typeof sortKey !== 'number' || typeof id !== 'number') return null;
  return Number.isSafeInteger(sortKey) && Number.isSafeInteger(id) ? { lap, sortKey, id } : null;
}
