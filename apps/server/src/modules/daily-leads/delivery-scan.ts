import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leads } from '../../db/schema';
import type { LeadSource, SearchCriteria, SourceCursor } from '../../providers/lead-source';

/** At most this many results are looked at per call, so a run of duplicates can't stall it. */
export const MAX_EXAMINED_PER_CALL = 200;

/** Whose eyes a property is checked with: the agent, and the exclusivity window (null: off). */
export interface Viewer {
  agentId: string;
  heldSince: Date | null;
}

/** A property the source answered, with the source's cursor just after it. */
export interface Candidate {
  propertyId: number;
  cursor: SourceCursor | null;
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
  examined: number;
  cursor: SourceCursor | null;
}

/**
 * Pages the source from the cursor until `needed` untaken properties are found, the results end
 * or the scan limit is reached. The rest of the last page is kept: a property taken by another
 * agent before the commit is then replaced without asking the source again.
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
    const page = await source.page(
      db,
      criteria,
      after,
      Math.min(Math.max(want.needed * 4, 20), room),
    );
    if (page.propertyIds.length === 0) break;
    const taken = await takenProperties(db, page.propertyIds, want);
    for (const [i, propertyId] of page.propertyIds.entries()) {
      const cursor = page.cursors[i] ?? scan.candidates.at(-1)?.cursor ?? after;
      scan.candidates.push({ propertyId, cursor });
      if (taken.has(propertyId)) scan.taken.add(propertyId);
      else free++;
    }
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
  const result: Walk = { chosen: [], duplicates: 0, examined: 0, cursor: start };
  const seen = new Set<number>();
  for (const { propertyId, cursor } of candidates) {
    if (result.chosen.length >= needed) break;
    result.examined++;
    result.cursor = cursor;
    // A vendor may answer a property twice across pages; it is delivered once.
    if (taken.has(propertyId) || seen.has(propertyId)) result.duplicates++;
    else result.chosen.push(propertyId);
    seen.add(propertyId);
  }
  return result;
}

/**
 * Of these properties, those this agent already has or another agent holds. With `lock` they
 * are locked first (in id order, so two commits never deadlock), and the check, a statement of
 * its own, then sees every delivery that committed while this one waited.
 */
export async function takenProperties(
  db: Database,
  propertyIds: number[],
  viewer: Viewer,
  { lock = false } = {},
): Promise<Set<number>> {
  const ids = sql`${`{${propertyIds.join(',')}}`}::bigint[]`;
  if (lock) {
    await db.execute(sql`select id from properties where id = any(${ids}) order by id for update`);
  }
  const held = viewer.heldSince
    ? sql`or (${leads.agentId} <> ${viewer.agentId} and ${leads.deliveredAt} >= ${viewer.heldSince.toISOString()})`
    : sql``;
  const rows = await db.execute<{ property_id: string }>(sql`
    select distinct ${leads.propertyId} as property_id from ${leads}
    where ${leads.propertyId} = any(${ids}) and (${leads.agentId} = ${viewer.agentId} ${held})`);
  return new Set(rows.rows.map((row) => Number(row.property_id)));
}
