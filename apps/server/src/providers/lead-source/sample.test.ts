import type { SellerType } from '@porchlight/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createAgent } from '../../../test/factories';
import type { Database } from '../../db/client';
import { leads, properties, sampleAreas } from '../../db/schema';
import type { SearchCriteria, SourceCursor, Viewer } from './index';
import { createSampleLeadSource } from './sample';
import {
  generateSampleProperties,
  type PropertyRow,
  SAMPLE_PROPERTIES_PER_ZIP,
} from './sample-generator';
import { ringOrigin } from './sample-ring';

const ZIP = '33131';
const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-02T15:00:00Z');
const source = createSampleLeadSource();

const criteria = (overrides: Partial<SearchCriteria> = {}): SearchCriteria => ({
  area: { kind: 'zip', zip: ZIP },
  minValue: null,
  maxValue: null,
  minBedrooms: null,
  sellerType: 'high-equity',
  propertyType: 'Residential',
  ...overrides,
});

/** The same filter as the SQL, worked out over the generator's rows. */
function expectedMatches(rows: PropertyRow[], c: SearchCriteria): string[] {
  return rows
    .filter(
      (row) =>
        (c.minValue === null || (row.estimatedValue ?? 0) >= c.minValue) &&
        (c.maxValue === null || (row.estimatedValue ?? 0) <= c.maxValue) &&
        (c.minBedrooms === null || (row.beds ?? 0) >= c.minBedrooms) &&
        row.leadTypes.includes(c.sellerType),
    )
    .map((row) => row.externalId)
    .sort();
}

/** Every zip's rows in a stable text form, minus what the database assigns. */
async function inventoryDigest(db: Database, zip: string): Promise<string | null> {
  const result = await db.execute<{ digest: string | null }>(sql`
    select md5(string_agg((to_jsonb(p) - 'id' - 'created_at')::text, ',' order by external_id)) as digest
    from properties p where zip = ${zip}`);
  return result.rows[0]?.digest ?? null;
}

/** An agent with no leads: the sample source pages its ring from its own origin. */
const viewer = (agentId: string): Viewer => ({ agentId, heldSince: null });
const ANYONE = viewer('00000000-0000-4000-8000-000000000001');

async function pageThroughAll(db: Database, c: SearchCriteria, size: number, who = ANYONE) {
  const ids: number[] = [];
  const cursors: SourceCursor[] = [];
  let after: SourceCursor | null = null;
  for (let pages = 0; pages < 1000; pages++) {
    const page = await source.page(db, c, after, size, who);
    ids.push(...page.propertyIds);
    cursors.push(...page.cursors);
    if (!page.next) return { ids, cursors };
    // A page comes back short only where the first lap ends.
    if (page.propertyIds.length < size) expect(page.next).toMatchObject({ lap: 1 });
    after = page.next;
  }
  throw new Error('paging did not end');
}

describe('the sample lead source', () => {
  let t: TestApp;
  let db: Database;
  const generated = generateSampleProperties(ZIP);
  beforeAll(async () => {
    t = await buildTestApp();
    db = t.database.db;
  });
  afterAll(() => t.close());

  it('generates a zip exactly once when five requests prepare it at the same moment', async () => {
    await Promise.all(Array.from({ length: 5 }, () => source.prepare(db, criteria())));
    const [stored] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(properties)
      .where(eq(properties.zip, ZIP));
    expect(stored?.n).toBe(SAMPLE_PROPERTIES_PER_ZIP);
    expect(await db.select().from(sampleAreas).where(eq(sampleAreas.zip, ZIP))).toMatchObject([
      { zip: ZIP, propertyCount: SAMPLE_PROPERTIES_PER_ZIP },
    ]);
    await source.prepare(db, criteria());
    expect(await source.count(db, criteria())).toBe(expectedMatches(generated, criteria()).length);
  });

  it('stores every generated field as generated', async () => {
    const stored = await db.select().from(properties).where(eq(properties.zip, ZIP));
    // The id, the insert time and the exclusivity hold are the database's, not the generator's;
    // Do Not Mail is its default, false (only an imported list sets it).
    const byExternalId = new Map(
      stored.map(({ id, createdAt, heldBy, heldAt, doNotMail, ...row }) => {
        expect(doNotMail).toBe(false);
        return [row.externalId, row];
      }),
    );
    for (const row of generated) expect(byExternalId.get(row.externalId)).toEqual(row);
  });

  it('stores the very same rows again in a fresh database', async () => {
    const other = await buildTestApp();
    try {
      // Another process's source: this one remembers the zip as generated (in its own database).
      await createSampleLeadSource().prepare(other.database.db, criteria());
      const digest = await inventoryDigest(db, ZIP);
      expect(digest).toMatch(/^[0-9a-f]{32}$/);
      expect(await inventoryDigest(other.database.db, ZIP)).toBe(digest);
    } finally {
      await other.close();
    }
  });

  it('prepares every zip of a city, and searches the city as a whole', async () => {
    const city = criteria({ area: { kind: 'city', city: 'Pleasantville', state: 'NY' } });
    await source.prepare(db, city);
    const zips = ['10570', '10571', '10572'];
    const areas = await db.select().from(sampleAreas).where(inArray(sampleAreas.zip, zips));
    expect(areas).toHaveLength(3);
    const rows = zips.flatMap((zip) => generateSampleProperties(zip));
    expect(await source.count(db, city)).toBe(expectedMatches(rows, city).length);
  });

  it('prepares nothing for a zip that does not exist, and finds nothing there', async () => {
    const nowhere = criteria({ area: { kind: 'zip', zip: '00000' } });
    await source.prepare(db, nowhere);
    expect(await source.count(db, nowhere)).toBe(0);
    expect(await pageThroughAll(db, nowhere, 5)).toEqual({ ids: [], cursors: [] });
  });

  it('counts exactly the properties matching value bounds, bedrooms and seller type', async () => {
    const cases: Array<Partial<SearchCriteria>> = [
      { sellerType: 'senior-owner' },
      { sellerType: 'out-of-state-absentee-owner', minBedrooms: 3 },
      { sellerType: 'high-equity', minValue: 400_000, maxValue: 600_000 },
      { sellerType: 'tired-landlord', maxValue: 500_000 },
      ...(
        ['vacant', 'tax-default', 'preforeclosure', 'in-state-absentee-owner'] as SellerType[]
      ).map((sellerType) => ({ sellerType })),
    ];
    for (const overrides of cases) {
      const c = criteria(overrides);
      const expected = expectedMatches(generated, c);
      expect(await source.count(db, c), JSON.stringify(overrides)).toBe(expected.length);
      expect(expected.length, JSON.stringify(overrides)).toBeGreaterThan(0);
    }
  });

  it("pages through every matching property exactly once, round the agent's ring", async () => {
    const c = criteria({ minBedrooms: 2, minValue: 300_000 });
    const { ids, cursors } = await pageThroughAll(db, c, 7);
    const rows = await db
      .select({ id: properties.id, sortKey: properties.sortKey, externalId: properties.externalId })
      .from(properties)
      .where(inArray(properties.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ordered = ids.map((id) => byId.get(id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ordered.map((row) => row?.externalId).sort()).toEqual(expectedMatches(generated, c));
    // From the agent's origin to the end of the (sortKey, id) order, then from its start.
    const origin = ringOrigin(ANYONE.agentId);
    const ring = [...rows]
      .map((row) => ({ ...row, lap: row.sortKey >= origin ? 0 : 1 }))
      .sort((a, b) => a.lap - b.lap || a.sortKey - b.sortKey || a.id - b.id);
    expect(ids).toEqual(ring.map((row) => row.id));
    expect(ring.some((row) => row.lap === 0) && ring.some((row) => row.lap === 1)).toBe(true);
    expect(cursors).toEqual(ring.map(({ lap, sortKey, id }) => ({ lap, sortKey, id })));
    // Resuming from any property's cursor continues with the next one.
    const resumed = await source.page(db, c, cursors[9] ?? null, 3, ANYONE);
    expect(resumed.propertyIds).toEqual(ids.slice(10, 13));
  });

  it('starts each agent at its own point of the ring', async () => {
    const c = criteria();
    const starts = await Promise.all(
      ['a', 'b', 'c'].map(async (n) => {
        const who = viewer(`00000000-0000-4000-8000-00000000000${n}`);
        const { ids } = await pageThroughAll(db, c, 50, who);
        return { first: ids.slice(0, 5), all: [...ids].sort((x, y) => x - y) };
      }),
    );
    expect(new Set(starts.map((s) => s.first.join())).size).toBe(3);
    expect(starts[1]?.all).toEqual(starts[0]?.all);
    expect(starts[2]?.all).toEqual(starts[0]?.all);
  });

  it('starts from the beginning for a cursor that is not its own', async () => {
    const fromStart = await source.page(db, criteria(), null, 4, ANYONE);
    const plainKeyset = { sortKey: 1, id: 1 };
    for (const foreign of [{ resultIndex: 40 }, plainKeyset]) {
      expect(await source.page(db, criteria(), foreign, 4, ANYONE)).toEqual(fromStart);
    }
  });

  it('leaves out other sources and other property types', async () => {
    const [template] = generated;
    if (!template) throw new Error('no sample row');
    await db.insert(properties).values([
      {
        ...template,
        source: 'realestateapi',
        externalId: 'vendor-1',
        leadTypes: ['high-equity', 'off-market'],
      },
      {
        ...template,
        externalId: 'sample:33131:commercial',
        propertyType: 'Commercial',
        leadTypes: ['high-equity'],
      },
    ]);
    expect(await source.count(db, criteria())).toBe(expectedMatches(generated, criteria()).length);
  });

  it("counts what remains past the cursor for this agent: not its leads, not others' held ones", async () => {
    const c = criteria();
    const total = expectedMatches(generated, c).length;
    // Ana's ring starts at the very beginning of the order, so her first lap holds the first five
    // matches whatever ids the run draws (a random one could start her past them).
    const ana = await createAgent(db, { name: 'Ana', id: idNearRingStart() });
    const ben = await createAgent(db, { name: 'Ben' });
    const first = await source.page(db, c, null, 10, viewer(ana.id));
    const [p0, p1, p2, p3, p4] = first.propertyIds;
    if (p0 === undefined || p1 === undefined || p2 === undefined) throw new Error('too few rows');
    const lead = (agentId: string, propertyId: number, deliveredAt: Date) => ({
      agentId,
      propertyId,
      source: 'daily' as const,
      leadDay: '2026-11-02',
      deliveredAt,
    });
    await db
      .insert(leads)
      .values([
        lead(ana.id, p0, new Date(NOW.getTime() - 90 * DAY)),
        lead(ben.id, p1, new Date(NOW.getTime() - 5 * DAY)),
        lead(ben.id, p2, new Date(NOW.getTime() - 40 * DAY)),
      ]);
    const heldSince = new Date(NOW.getTime() - 30 * DAY);
    const remaining = (agentId: string, after: SourceCursor | null, held: Date | null) =>
      source.remaining(db, c, after, { agentId, heldSince: held });

    // Ana: her own lead, and Ben's lead of 5 days ago (held); Ben's of 40 days ago is free again.
    expect(await remaining(ana.id, null, heldSince)).toBe(total - 2);
    // No exclusivity window: only her own lead is left out.
    expect(await remaining(ana.id, null, null)).toBe(total - 1);
    // Ben: his two, and Ana's (delivered 90 days ago, so no longer held).
    expect(await remaining(ben.id, null, heldSince)).toBe(total - 2);
    expect(await remaining(ben.id, null, new Date(NOW.getTime() - 100 * DAY))).toBe(total - 3);
    // Past the first five properties, none of those leads is ahead any more.
    expect(await remaining(ana.id, first.cursors[4] ?? null, heldSince)).toBe(total - 5);
    expect(await source.count(db, c)).toBe(total);

    // Paging leaves them out in SQL, and says how many it passed over before each property.
    const page = await source.page(db, c, null, 3, { agentId: ana.id, heldSince });
    expect(page.propertyIds).toEqual([p2, p3, p4]);
    expect(page.passed).toEqual([2, 0, 0]);
  });
});

/** A fixed agent id whose ring origin lies in the first thousandth of the sort-key space. */
function idNearRingStart(): string {
  for (let n = 0; ; n++) {
    const id = `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
    if (ringOrigin(id) < 2 ** 48 / 1000) return id;
  }
}
