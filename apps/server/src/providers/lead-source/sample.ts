import {
  and,
  arrayContains,
  count,
  eq,
  getTableColumns,
  gte,
  inArray,
  lte,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leads, properties, sampleAreas } from '../../db/schema';
import { cityKey, zipsOf } from './area';
import type { LeadSource, SearchCriteria, SourceCursor } from './index';
import { generateSampleProperties, type PropertyRow } from './sample-generator';

/** The first key of `pg_advisory_xact_lock(int, int)` for sample areas; the zip is the second. */
const SAMPLE_AREA_LOCK = 0x5a4d_0001;
/** Rows per INSERT, so that one JSON parameter stays a few megabytes at most. */
const INSERT_CHUNK = 1000;
/** Zips of one city generated at once: each takes a pooled connection for its transaction. */
const PARALLEL_ZIPS = 4;

/** A keyset position: a type alias, not an interface, so it is a `SourceCursor` record. */
type SampleCursor = { sortKey: number; id: number };

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
      // Its own leads are never given again; another agent's are held for the exclusivity window.
      const taken = viewer.heldSince
        ? or(eq(leads.agentId, viewer.agentId), gte(leads.deliveredAt, viewer.heldSince))
        : eq(leads.agentId, viewer.agentId);
      const deliverable = db
        .select({ one: sql`1` })
        .from(properties)
        .where(
          and(
            matching(criteria),
            pastCursor(after),
            notExists(
              db
                .select({ one: sql`1` })
                .from(leads)
                .where(and(eq(leads.propertyId, properties.id), taken)),
            ),
          ),
        );
      // With a cap the scan stops at the cap-th row instead of probing every match.
      const rows = cap === undefined ? deliverable.as('d') : deliverable.limit(cap).as('d');
      const [row] = await db.select({ n: count() }).from(rows);
      return row?.n ?? 0;
    },

    async page(db, criteria, after, size) {
      const rows = await db
        .select({ id: properties.id, sortKey: properties.sortKey })
        .from(properties)
        .where(and(matching(criteria), pastCursor(after)))
        .orderBy(properties.sortKey, properties.id)
        .limit(size);
      const cursors: SampleCursor[] = rows.map((row) => ({ sortKey: row.sortKey, id: row.id }));
      const last = cursors[cursors.length - 1];
      return {
        propertyIds: rows.map((row) => row.id),
        cursors,
        next: rows.length < size || !last ? null : last,
      };
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

/** Rows after the keyset cursor, in (sort_key, id) order; from the start without one. */
function pastCursor(after: SourceCursor | null): SQL | undefined {
  const cursor = readCursor(after);
  if (!cursor) return undefined;
  return sql`(${properties.sortKey}, ${properties.id}) > (${cursor.sortKey}::bigint, ${cursor.id}::bigint)`;
}

/** A stored cursor of another shape (say, RealEstateAPI's, after the key was removed) starts over. */
function readCursor(after: SourceCursor | null): SampleCursor | null {
  const sortKey = after?.sortKey;
  const id = after?.id;
  if (typeof sortKey !== 'number' || typeof id !== 'number') return null;
  return Number.isSafeInteger(sortKey) && Number.isSafeInteger(id) ? { sortKey, id } : null;
}
