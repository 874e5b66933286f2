import {
  and,
  arrayContains,
  count,
  eq,
  getTableColumns,
  gte,
  inArray,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties, sampleAreas } from '../../db/schema';
import { cityKey, zipsOf } from './area';
import type { LeadSource, SearchCriteria } from './index';
import { generateSampleProperties, type PropertyRow } from './sample-generator';
import { deliverableTo, pageOfRing } from './sample-page';
import { lapStart, readRingCursor, restOfLap, restOfRing, ringOrigin } from './sample-ring';

/** The first key of `pg_advisory_xact_lock(int, int)` for sample areas; the zip is the second. */
const SAMPLE_AREA_LOCK = 0x5a4d_0001;
/** Rows per INSERT, so that one JSON parameter stays a few megabytes at most. */
const INSERT_CHUNK = 1000;
/** Zips of one city generated at once: each takes a pooled connection for its transaction. */
const PARALLEL_ZIPS = 4;

/**
 * The built-in lead source (DESIGN.md "Providers"): deterministic sample properties for any real
 * US zip or "City, ST", generated on first use and stored in `properties`.
 */
export function createSampleLeadSource(): LeadSource {
  return {
    name: 'sample',

    async prepare(db, criteria) {
      const zips = zipsOf(criteria.area);
      if (zips.length === 0) return;
      // The common case, on every delivery: the area is already there, one indexed read.
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
  await db.transaction(async (tx) => {
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
  const records = rows.map((row) =>
    Object.fromEntries(GENERATED_COLUMNS.map(({ key, name }) => [name, row[key] ?? null])),
  );
  const names = sql.join(
    GENERATED_COLUMNS.map(({ name }) => sql.identifier(name)),
    sql`, `,
  );
  return tx.execute(sql`
    insert into ${properties} (${names})
    select ${names} from json_populate_recordset(null::properties, ${JSON.stringify(records)}::json)
    on conflict (source, external_id) do nothing`);
}

/** The criteria as SQL over the sample inventory; a null bound is no condition at all. */
function matching(criteria: SearchCriteria): SQL | undefined {
  const { area } = criteria;
  return and(
    eq(properties.source, 'sample'),
    area.kind === 'zip'
      ? eq(properties.zip, area.zip)
      : eq(properties.cityKey, cityKey(area.city, area.state)),
    eq(properties.propertyType, criteria.propertyType),
    criteria.minValue === null ? undefined : gte(properties.estimatedValue, criteria.minValue),
    criteria.maxValue === null ? undefined : lte(properties.estimatedValue, criteria.maxValue),
    criteria.minBedrooms === null ? undefined : gte(properties.beds, criteria.minBedrooms),
    arrayContains(properties.leadTypes, [criteria.sellerType]),
  );
}
