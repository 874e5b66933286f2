import type { SellerType } from '@porchlight/contracts';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import { deliverableTo } from './holds';
import type { LeadSource, SearchCriteria, SourceCursor, SourcePage, Viewer } from './index';
import { HIGH_EQUITY_PERCENT } from './lead-types';
import {
  createPropertySearch,
  MAX_PAGE_SIZE,
  type PropertySearchOptions,
} from './realestateapi-client';
import { toPropertyRow, VendorProperty } from './realestateapi-property';
import type { PropertyRow } from './sample-generator';

/** Stored properties whose hold is looked up in one statement while walking the ids. */
const LOOKUP_CHUNK = 1_000;

/**
 * How each seller type is asked of PropertySearch. Senior owners cannot be: PropertySearch has no
 * owner-age filter, so that seller type finds nothing here rather than something untrue. High
 * equity is our 20 % or more, asked as the documented percent filter: the vendor's own
 * `high_equity` flag means more than 70 %.
 */
const SELLER_TYPE_FILTERS: Record<SellerType, Record<string, unknown> | null> = {
  'out-of-state-absentee-owner': { out_of_state_owner: true },
  'in-state-absentee-owner': { in_state_owner: true },
  'tired-landlord': { absentee_owner: true, years_owned_min: 10 },
  preforeclosure: { pre_foreclosure: true },
  'tax-default': { tax_lien: true },
  vacant: { vacant: true },
  'high-equity': { equity_percent: HIGH_EQUITY_PERCENT, equity_percent_operator: 'gte' },
  'senior-owner': null,
};

// biome-ignore format: a column list reads best as a compact paragraph
/** Columns a later search refreshes; identity, order and contacts stay as first stored. */
const REFRESHED_COLUMNS = [
  'zip', 'cityKey', 'address', 'houseNumber', 'street', 'city', 'state', 'latitude', 'longitude',
  'beds', 'baths', 'sqft', 'yearBuilt', 'owner1', 'owner2', 'ownerType', 'ownerAge',
  'mailingStreet', 'mailingCity', 'mailingState', 'mailingZip', 'ownershipStartDate',
  'lastSaleDate', 'lastSalePrice', 'estimatedValue', 'equityBalance', 'equityPercent', 'leadTypes',
  'leadReasons',
] as const satisfies ReadonlyArray<keyof PropertyRow>;

/**
 * RealEstateAPI's PropertySearch as a lead source (docs/leads.md "RealEstateAPI"). The matches
 * are listed by id with `ids_only` (free), walked in ascending id order (an order of our own: the
 * vendor promises none), and only the properties chosen are bought, by id: one credit per record.
 * The cursor is the last vendor id walked. Properties this agent already has, or that another
 * agent holds, are passed over from our own rows without buying them.
 */
export function createRealEstateApiLeadSource(options: PropertySearchOptions): LeadSource {
  const propertySearch = createPropertySearch(options);

  /** Every match's vendor id after the cursor, ascending (at most the vendor's 10,000). */
  async function idsAfter(filters: Record<string, unknown>, after: SourceCursor | null) {
    const result = await propertySearch({ ...filters, ids_only: true });
    const afterId = readAfterId(after);
    const ids = new Set(result.data.flatMap((item) => vendorId(item) ?? []));
    return [...ids].filter((id) => id > afterId).sort((a, b) => a - b);
  }

  /** The chosen properties' records, bought by id, stored; their row ids by vendor id. */
  async function buy(db: Database, ids: number[]): Promise<Map<number, number>> {
    const rows: PropertyRow[] = [];
    for (let i = 0; i < ids.length; i += MAX_PAGE_SIZE) {
      const chunk = ids.slice(i, i + MAX_PAGE_SIZE);
      const result = await propertySearch({ ids: chunk, count: false, size: chunk.length });
      for (const item of result.data) {
        const vendor = VendorProperty.safeParse(item);
        const row = vendor.success ? toPropertyRow(vendor.data) : null;
        if (row) rows.push(row);
      }
    }
    const saved = await upsertProperties(db, rows);
    return new Map([...saved].map(([externalId, id]) => [Number(externalId), id]));
  }

  return {
    name: 'realestateapi',

    // Nothing to prepare: the vendor holds the inventory.
    async prepare() {},

    async count(_db, criteria) {
      const filters = searchFilters(criteria);
      if (!filters) return 0;
      const result = await propertySearch({ ...filters, count: true });
      return result.resultCount ?? 0;
    },

    async remaining(db, criteria, after, viewer, cap = Number.POSITIVE_INFINITY) {
      const filters = searchFilters(criteria);
      if (!filters) return 0;
      let free = 0;
      for await (const { chunk, taken } of withTaken(db, await idsAfter(filters, after), viewer)) {
        free += chunk.length - taken.size;
        if (free >= cap) break;
      }
      return Math.min(free, cap);
    },

    async page(db, criteria, after, size, viewer) {
      const filters = searchFilters(criteria);
      if (!filters || size <= 0) return { propertyIds: [], cursors: [], next: null };
      const ids = await idsAfter(filters, after);
      const walked = await walkIds(db, ids, size, viewer);
      const bought = await buy(db, walked.chosen);
      return pageOf(walked, bought, ids);
    },
  };
}

interface IdWalk {
  /** Untaken vendor ids to buy, each with the taken ones passed over just before it. */
  chosen: number[];
  passedBefore: number[];
  /** Taken ids passed over after the last chosen one, and the last id walked. */
  trailing: number;
  last: number | null;
}

/** Walks the ids in order, passing over taken ones, until `size` untaken ones are chosen. */
async function walkIds(db: Database, ids: number[], size: number, viewer: Viewer) {
  const walk: IdWalk = { chosen: [], passedBefore: [], trailing: 0, last: null };
  for await (const { chunk, taken } of withTaken(db, ids, viewer)) {
    for (const id of chunk) {
      walk.last = id;
      if (taken.has(id)) {
        walk.trailing++;
        continue;
      }
      walk.chosen.push(id);
      walk.passedBefore.push(walk.trailing);
      walk.trailing = 0;
      // Stops before the next chunk is looked up.
      if (walk.chosen.length >= size) return walk;
    }
  }
  return walk;
}

/** The ids a chunk at a time, each with those of them this viewer may not be given. */
async function* withTaken(db: Database, ids: number[], viewer: Viewer) {
  for (let i = 0; i < ids.length; i += LOOKUP_CHUNK) {
    const chunk = ids.slice(i, i + LOOKUP_CHUNK);
    yield { chunk, taken: await takenVendorIds(db, chunk, viewer) };
  }
}

/**
 * The walk as the source's page. A chosen id the vendor did not answer with a record we can show
 * (no address, gone since) is passed over like a taken one, keeping its place in the order.
 */
function pageOf(walk: IdWalk, bought: Map<number, number>, ids: number[]): SourcePage {
  const page: SourcePage = { propertyIds: [], cursors: [], next: null, passed: [] };
  let passed = 0;
  for (const [i, id] of walk.chosen.entries()) {
    passed += walk.passedBefore[i] ?? 0;
    const propertyId = bought.get(id);
    if (propertyId === undefined) {
      passed++;
      continue;
    }
    page.propertyIds.push(propertyId);
    page.cursors.push({ afterId: id });
    page.passed?.push(passed);
    passed = 0;
  }
  passed += walk.trailing;
  if (walk.last !== null && passed > 0) page.end = { passed, cursor: { afterId: walk.last } };
  const more = walk.last !== null && ids.at(-1) !== walk.last;
  page.next = more ? { afterId: walk.last } : null;
  return page;
}

/** Of these vendor ids, those stored as properties this viewer may not be given. */
async function takenVendorIds(db: Database, ids: number[], viewer: Viewer): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ externalId: properties.externalId })
    .from(properties)
    .where(
      and(
        eq(properties.source, 'realestateapi'),
        sql`${properties.externalId} = any(${`{${ids.join(',')}}`}::text[])`,
        sql`not ${deliverableTo(viewer)}`,
      ),
    );
  return new Set(rows.map((row) => Number(row.externalId)));
}

/** The criteria as PropertySearch filters; null when the seller type cannot be searched there. */
function searchFilters(criteria: SearchCriteria): Record<string, unknown> | null {
  const sellerType = SELLER_TYPE_FILTERS[criteria.sellerType];
  if (!sellerType) return null;
  const { area, minValue, maxValue, minBedrooms } = criteria;
  return {
    ...(area.kind === 'zip' ? { zip: area.zip } : { city: area.city, state: area.state }),
    // Our "Residential" is the single-family homes agents prospect, PropertySearch's SFR.
    property_type: 'SFR',
    ...(minValue !== null && { value_min: minValue }),
    ...(maxValue !== null && { value_max: maxValue }),
    ...(minBedrooms !== null && { beds_min: minBedrooms }),
    ...sellerType,
  };
}

/** Stores (or refreshes) vendor properties; answers each one's id by its external id. */
async function upsertProperties(db: Database, rows: PropertyRow[]): Promise<Map<string, number>> {
  // One statement cannot update the same row twice: keep the first of any repeated property.
  // Rows go in one order (by vendor id), so two deliveries refreshing the same properties take
  // their row locks in the same order and cannot deadlock each other.
  const unique = [...new Map(rows.map((row) => [row.externalId, row])).values()].sort((a, b) =>
    a.externalId < b.externalId ? -1 : a.externalId > b.externalId ? 1 : 0,
  );
  if (unique.length === 0) return new Map();
  const columns = getTableColumns(properties);
  const refreshed: Partial<Record<(typeof REFRESHED_COLUMNS)[number], SQL>> = Object.fromEntries(
    REFRESHED_COLUMNS.map((key) => [key, sql.raw(`excluded."${columns[key].name}"`)]),
  );
  const saved = await db
    .insert(properties)
    .values(unique)
    .onConflictDoUpdate({ target: [properties.source, properties.externalId], set: refreshed })
    .returning({ id: properties.id, externalId: properties.externalId });
  return new Map(saved.map((row) => [row.externalId, row.id]));
}

/** An `ids_only` item: documented as an integer id; a numeric string or a one-id list is read too. */
function vendorId(item: unknown): number | null {
  const value = Array.isArray(item) && item.length === 1 ? item[0] : item;
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The last vendor id walked; a cursor of another shape (an older `resultIndex`) starts over. */
function readAfterId(after: SourceCursor | null): number {
  const id = after?.afterId;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : 0;
}
