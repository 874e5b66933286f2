import {
  and,
  count,
  eq,
  getTableColumns,
  inArray,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties, sampleAreas } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { cityKey, zipsOf } from './area';
import { deliverableTo } from './holds';
import type { LeadSource, SearchCriteria, Stretch } from './index';
import { generateSampleProperties, type PropertyRow } from './sample-generator';
import { pageOfRing } from './sample-page';
import { lapStart, readRingCursor, restOfLap, restOfRing, ringOrigin } from './sample-ring';

/** The first key of `pg_advisory_xact_lock(int, int)` for sample areas; the zip is the second. */
const SAMPLE_AREA_LOCK = 0x5a4d_0001;
/** Rows per INSERT, so that one JSON parameter stays a few megabytes at most. */
const INSERT_CHUNK = 1000;
/** Zips of one city generated at once: each takes a pooled connection for its transaction. */
const PARALLEL_ZIPS = 4;

/**
 * The built-in lead source (docs/leads.md "Inventory and duplicates"): deterministic sample
 * properties for any real US zip or "City, ST", generated on first use and stored in `properties`.
 */
export function createSampleLeadSource(): LeadSource {
  // Zips known to be generated: areas are never removed, so this process asks about each once.
  const generated = new Set<string>();
  const isPrepared = (criteria: SearchCriteria) =>
    zipsOf(criteria.area).every((zip) => generated.has(zip));
  return {
    name: 'sample',
    isPrepared,

    async prepare(db, criteria) {
      if (isPrepared(criteria)) return;
      const zips = zipsOf(criteria.area);
      const present = await db
        .select({ zip: sampleAreas.zip })
        .from(sampleAreas)
        .where(inArray(sampleAreas.zip, zips));
      const done = new Set(present.map((row) => row.zip));
      const missing = zips.filter((zip) => !done.has(zip));
      for (let i = 0; i < missing.length; i += PARALLEL_ZIPS) {
        await Promise.all(
          missing.slice(i, i + PARALLEL_ZIPS).map((zip) => generateZipOnce(db, zip)),
        );
      }
      // A new area is thousands of rows the planner has not counted yet: without fresh statistics
      // it takes a city for a few rows and sorts all of them instead of walking the index in order.
      if (missing.length > 0) await db.execute(sql`analyze ${properties}`);
      for (const zip of zips) generated.add(zip);
    },

    orderInSql(criteria, after, viewer) {
      const origin = ringOrigin(viewer.agentId);
      const at = readRingCursor(after) ?? lapStart(0, origin);
      const restOfLap1 = {
        lap: 1 as const,
        after: at.lap === 1 ? { sortKey: at.sortKey, id: at.id } : { sortKey: -1, id: 0 },
        below: origin,
      };
      const stretches: Stretch[] =
        at.lap === 0
          ? [{ lap: 0, after: { sortKey: at.sortKey, id: at.id }, below: null }, restOfLap1]
          : [restOfLap1];
      const values: Record<string, unknown> = {};
      const bind: Bind = (name, value) => {
        values[name] = value;
        return sql.placeholder(name);
      };
      const shape = [criteria.area.kind, criteria.minValue, criteria.maxValue, criteria.minBedrooms]
        .map((part) => (part === null ? '-' : typeof part === 'string' ? part : '+'))
        .join('');
      return { shape, matching: matching(criteria, bind), values, stretches };
    },

    async count(db, criteria) {
      const [row] = await db.select({ n: count() }).from(properties).where(matching(criteria));
      return row?.n ?? 0;
    },

    async remaining(db, criteria, after, viewer, cap) {
      const at = readRingCursor(after);
      const deliverable = db
        .select({ one: sql`1` })
        .from(properties)
        .where(
          and(
            matching(criteria),
            at ? restOfRing(at, ringOrigin(viewer.agentId)) : undefined,
            deliverableTo(viewer),
          ),
        );
      // With a cap the scan stops at the cap-th row instead of probing every match.
      const rows = cap === undefined ? deliverable.as('d') : deliverable.limit(cap).as('d');
      const [row] = await db.select({ n: count() }).from(rows);
      return row?.n ?? 0;
    },

    async page(db, criteria, after, size, viewer) {
      const origin = ringOrigin(viewer.agentId);
      const at = readRingCursor(after) ?? lapStart(0, origin);
      return pageOfRing(db, {
        inLap: and(matching(criteria), restOfLap(at, origin)),
        at,
        size,
        viewer,
      });
    },
  };
}

/**
 * Generates one zip exactly once, whoever asks at the same moment (requests or app processes):
 * the per-zip transaction lock serialises them, and the second one finds the area done.
 */
async function generateZipOnce(db: Database, zip: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${SAMPLE_AREA_LOCK}::int, ${Number(zip)}::int)`,
    );
    const [done] = await tx
      .select({ zip: sampleAreas.zip })
      .from(sampleAreas)
      .where(eq(sampleAreas.zip, zip));
    if (done) return;
    const rows = generateSampleProperties(zip);
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await insertProperties(tx, rows.slice(i, i + INSERT_CHUNK));
    }
    await tx.insert(sampleAreas).values({ zip, propertyCount: rows.length });
  });
}

type Executor = Pick<Database, 'execute'>;

/** Every column the generator fills, by property name and by column name. */
const GENERATED_COLUMNS = Object.entries(getTableColumns(properties))
  .filter(([key]) => key !== 'id' && key !== 'createdAt')
  .map(([key, column]) => ({ key: key as keyof PropertyRow, name: column.name }));

/**
 * Inserts rows as one JSON parameter that PostgreSQL unpacks itself: binding each value (about
 * 12,000 parameters per zip) made a 100-zip city take ~10 s. A row left by an interrupted run
 * (before `sample_areas` was written) is the same row again, so conflicts are skipped.
 */
function insertProperties(tx: Executor, rows: PropertyRow[]) {
  // A column no generated row fills (an imported list's Do Not Mail) keeps the table's default.
  const columns = GENERATED_COLUMNS.filter(({ key }) => rows.some((row) => row[key] !== undefined));
  const records = rows.map((row) =>
    Object.fromEntries(columns.map(({ key, name }) => [name, row[key] ?? null])),
  );
  const names = sql.join(
    columns.map(({ name }) => sql.identifier(name)),
    sql`, `,
  );
  return tx.execute(sql`
    insert into ${properties} (${names})
    select ${names} from json_populate_recordset(null::properties, ${JSON.stringify(records)}::json)
    on conflict (source, external_id) do nothing`);
}

/** A value of the criteria in SQL: bound in place, or a named placeholder of a reused statement. */
type Bind = (name: string, value: unknown) => SQL | Placeholder;
const inPlace: Bind = (_name, value) => sql`${value}`;

/** The criteria as SQL over the sample inventory; a null bound is no condition at all. */
function matching(criteria: SearchCriteria, bind: Bind = inPlace): SQL {
  const { area } = criteria;
  return sql`${and(
    eq(properties.source, 'sample'),
    area.kind === 'zip'
      ? sql`${properties.zip} = ${bind('zip', area.zip)}`
      : sql`${properties.cityKey} = ${bind('cityKey', cityKey(area.city, area.state))}`,
    sql`${properties.propertyType} = ${bind('propertyType', criteria.propertyType)}`,
    criteria.minValue === null
      ? undefined
      : sql`${properties.estimatedValue} >= ${bind('minValue', criteria.minValue)}`,
    criteria.maxValue === null
      ? undefined
      : sql`${properties.estimatedValue} <= ${bind('maxValue', criteria.maxValue)}`,
    criteria.minBedrooms === null
      ? undefined
      : sql`${properties.beds} >= ${bind('minBedrooms', criteria.minBedrooms)}`,
    sql`${properties.leadTypes} @> array[${bind('sellerType', criteria.sellerType)}]::text[]`,
  )}`;
}
