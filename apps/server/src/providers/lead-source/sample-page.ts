import { and, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import { deliverableTo } from './holds';
import type { SourcePage, Viewer } from './index';
import { lapStart, type RingCursor } from './sample-ring';

const key = sql`(${properties.sortKey}, ${properties.id})`;

/**
 * The next `size` deliverable properties of one lap, and how many taken ones PostgreSQL passed
 * over before each: held properties are skipped by the index walk, not examined one by one in
 * JS, so however many agents share the area a delivery reaches the free ones. `inLap` is the
 * criteria and the rest of the lap after `at`.
 */
export async function pageOfRing(
  db: Database,
  {
    inLap,
    at,
    size,
    viewer,
  }: { inLap: SQL | undefined; at: RingCursor; size: number; viewer: Viewer },
): Promise<SourcePage> {
  const { rows } = await db.execute<{ id: string; sort_key: string; passed: number }>(sql`
    with free as (
      select ${properties.id} as id, ${properties.sortKey} as sort_key from ${properties}
      where ${and(inLap, deliverableTo(viewer))}
      order by ${properties.sortKey}, ${properties.id} limit ${size}
    ), steps as (
      select id, sort_key, lag(sort_key) over w as prev_key, lag(id) over w as prev_id
      from free window w as (order by sort_key, id)
    )
    select steps.id, steps.sort_key, (
      select count(*)::int from ${properties} where ${inLap}
        and ${key} > (coalesce(steps.prev_key, ${at.sortKey}::bigint), coalesce(steps.prev_id, ${at.id}::bigint))
        and ${key} < (steps.sort_key, steps.id)
    ) as passed
    from steps order by steps.sort_key, steps.id`);
  const cursors: RingCursor[] = rows.map((row) => ({
    lap: at.lap,
    sortKey: Number(row.sort_key),
    id: Number(row.id),
  }));
  const page: SourcePage = {
    propertyIds: cursors.map((cursor) => cursor.id),
    cursors,
    passed: rows.map((row) => row.passed),
    next: cursors.at(-1) ?? at,
  };
  if (rows.length === size) return page;
  // The lap ends here: what is left of it is all taken, passed over to the next lap (or the end).
  const last = cursors.at(-1) ?? at;
  const tail = await lapTail(db, inLap, last);
  if (at.lap === 0) {
    const next = lapStart(1, 0);
    return { ...page, next, end: { passed: tail?.passed ?? 0, cursor: next } };
  }
  return {
    ...page,
    next: null,
    ...(tail && { end: { passed: tail.passed, cursor: tail.cursor } }),
  };
}

/** The rows of the lap after `last`, counted, and the cursor after the last of them. */
async function lapTail(db: Database, inLap: SQL | undefined, last: RingCursor) {
  const { rows } = await db.execute<{ id: string; sort_key: string; passed: number }>(sql`
    select ${properties.id} as id, ${properties.sortKey} as sort_key, count(*) over ()::int as passed
    from ${properties}
    where ${and(inLap, sql`${key} > (${last.sortKey}::bigint, ${last.id}::bigint)`)}
    order by ${properties.sortKey} desc, ${properties.id} desc limit 1`);
  const [row] = rows;
  if (!row) return null;
  const cursor: RingCursor = { lap: last.lap, sortKey: Number(row.sort_key), id: Number(row.id) };
  return { passed: row.passed, cursor };
}
