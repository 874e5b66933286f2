import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import type { LeadSource, SearchCriteria, SourceCursor, Viewer } from '../../providers/lead-source';
import { deliverableTo } from '../../providers/lead-source/holds';

export type { Viewer };

/**
 * At most this many properties are looked at per call, so a run of duplicates a source cannot
 * leave out itself (a vendor's) can't stall it. The sample source skips taken ones in SQL.
 */
export const MAX_EXAMINED_PER_CALL = 200;

/**
 * A property the source answered (null: the end of a stretch), with the source's cursor just
 * after it, and the taken results the source passed over just before it.
 */
export interface Candidate {
  propertyId: number | null;
  cursor: SourceCursor | null;
  passed: number;
}

/** The source's results from the agent's cursor on, and which of them were taken when read. */
export interface Scan {
  candidates: Candidate[];
  taken: Set<number>;
}

/** Where a walk through the candidates stopped, and what it chose on the way. */
export interface Walk {
  chosen: number[];
  duplicates: number;
  /** Results behind the new cursor: `offered` properties, and those the source passed over. */
  examined: number;
  offered: number;
  cursor: SourceCursor | null;
}

/**
 * Pages the source from the cursor until `needed` untaken properties are found, the results end
 * or the scan limit is reached. A property another agent takes before the commit makes the commit
 * come out short, and the delivery plans again.
 */
export async function scanSource(
  db: Database,
  source: LeadSource,
  criteria: SearchCriteria,
  start: SourceCursor | null,
  want: Viewer & { needed: number },
): Promise<Scan> {
  const scan: Scan = { candidates: [], taken: new Set() };
  let free = 0;
  let after = start;
  while (free < want.needed && scan.candidates.length < MAX_EXAMINED_PER_CALL) {
    const room = MAX_EXAMINED_PER_CALL - scan.candidates.length;
    // Exactly what is still missing: a vendor's source passes over taken properties itself and
    // buys each record it answers (docs/leads.md "RealEstateAPI").
    const page = await source.page(db, criteria, after, Math.min(want.needed - free, room), want);
    // An empty page ends the scan, unless the source moved on past a stretch of taken ones.
    if (page.propertyIds.length === 0 && !page.end) break;
    const taken =
      page.propertyIds.length > 0
        ? await takenProperties(db, page.propertyIds, want)
        : new Set<number>();
    for (const [i, propertyId] of page.propertyIds.entries()) {
      const cursor = page.cursors[i] ?? scan.candidates.at(-1)?.cursor ?? after;
      scan.candidates.push({ propertyId, cursor, passed: page.passed?.[i] ?? 0 });
      if (taken.has(propertyId)) scan.taken.add(propertyId);
      else free++;
    }
    if (page.end) scan.candidates.push({ propertyId: null, ...page.end });
    if (!page.next) break;
    after = page.next;
  }
  return scan;
}

/**
 * Walks the candidates in the source's order, passing over taken ones, until `needed` are
 * chosen. The plan walks with what it read; the commit walks again with what it locked.
 */
export function walk(
  candidates: Candidate[],
  taken: Set<number>,
  needed: number,
  start: SourceCursor | null,
): Walk {
  const result: Walk = { chosen: [], duplicates: 0, examined: 0, offered: 0, cursor: start };
  const seen = new Set<number>();
  for (const { propertyId, cursor, passed } of candidates) {
    if (result.chosen.length >= needed) break;
    // What the source passed over itself was taken: duplicates, and behind the cursor now.
    result.examined += passed;
    result.duplicates += passed;
    result.cursor = cursor;
    if (propertyId === null) continue;
    result.examined++;
    result.offered++;
    // A vendor may answer a property twice across pages; it is delivered once.
    if (taken.has(propertyId) || seen.has(propertyId)) result.duplicates++;
    else result.chosen.push(propertyId);
    seen.add(propertyId);
  }
  return result;
}

/**
 * Of these properties, those this agent already has or another agent holds (the hold on the
 * property row). With `lock` they are locked first, in id order so two commits never deadlock:
 * a row another commit changed meanwhile is then read in its newest version, hold included.
 */
export async function takenProperties(
  db: Database,
  propertyIds: number[],
  viewer: Viewer,
  { lock = false } = {},
): Promise<Set<number>> {
  const ids = sql`${`{${propertyIds.join(',')}}`}::bigint[]`;
  const rows = await db.execute<{ id: string; free: boolean }>(sql`
    select ${properties.id} as id, ${deliverableTo(viewer)} as free from ${properties}
    where ${properties.id} = any(${ids})
    ${lock ? sql`order by ${properties.id} for no key update` : sql``}`);
  return new Set(rows.rows.flatMap((row) => (row.free ? [] : [Number(row.id)])));
}
