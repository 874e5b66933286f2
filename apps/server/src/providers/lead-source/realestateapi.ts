import type { SellerType } from '@porchlight/contracts';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import {
  type LeadSource,
  LeadSourceUnavailableError,
  type SearchCriteria,
  type SourceCursor,
} from './index';
import { SearchResponse, toPropertyRow, VendorProperty } from './realestateapi-property';
import type { PropertyRow } from './sample-generator';

const DEFAULT_BASE_URL = 'https://api.realestateapi.com';
/** PropertySearch answers a large city in seconds; past this it is treated as down. */
const REQUEST_TIMEOUT_MS = 20_000;
/** PropertySearch answers at most this many properties per request. */
const MAX_PAGE_SIZE = 1000;

/**
 * How each seller type is asked of PropertySearch. Senior owners cannot be: PropertySearch has no
 * owner-age filter, so that seller type finds nothing here rather than something untrue.
 */
const SELLER_TYPE_FILTERS: Record<SellerType, Record<string, unknown> | null> = {
  'out-of-state-absentee-owner': { out_of_state_owner: true },
  'in-state-absentee-owner': { in_state_owner: true },
  'tired-landlord': { absentee_owner: true, years_owned_min: 10 },
  preforeclosure: { pre_foreclosure: true },
  'tax-default': { tax_lien: true },
  vacant: { vacant: true },
  'high-equity': { high_equity: true },
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

type RealEstateApiCursor = { resultIndex: number };

/**
 * RealEstateAPI's PropertySearch as a lead source (docs/architecture.md "The layers"). Its results
 * come in the vendor's order, paged by `resultIndex`; each page's properties are upserted into
 * `properties` so that leads can point at them like at sample properties.
 */
export function createRealEstateApiLeadSource(options: {
  apiKey: string;
  baseUrl?: string;
  /** Tests shorten it; the default suits the vendor. */
  timeoutMs?: number;
}): LeadSource {
  const { apiKey, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const endpoint = `${(options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '')}/v2/PropertySearch`;

  async function propertySearch(body: Record<string, unknown>) {
    // No message may carry the key, even if the vendor echoes it back in an error.
    const fail = (problem: string) => {
      const message = `RealEstateAPI PropertySearch ${problem}`;
      return new LeadSourceUnavailableError(
        apiKey ? message.replaceAll(apiKey, '[api key]') : message,
      );
    };
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-api-key': apiKey,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw fail(`could not be reached: ${describeFailure(error, timeoutMs)}`);
    }
    if (!response.ok) {
      throw fail(
        `answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
      );
    }
    const parsed = SearchResponse.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw fail('answered with a body that is not a search result');
    const { statusCode, statusMessage } = parsed.data;
    // It can also report a refusal inside a 200 response.
    if (statusCode !== null && statusCode >= 400) {
      throw fail(
        `refused the search (${statusCode}${statusMessage ? `: ${statusMessage.slice(0, 200)}` : ''})`,
      );
    }
    return parsed.data;
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

    /**
     * The vendor's results past the cursor. Unlike the sample source, this cannot leave out the
     * agent's own leads or other agents' held properties: the vendor knows nothing of them, and
     * the delivery skips them as it pages.
     */
    async remaining(_db, criteria, after) {
      const filters = searchFilters(criteria);
      if (!filters) return 0;
      const result = await propertySearch({ ...filters, count: true });
      return Math.max(0, (result.resultCount ?? 0) - readResultIndex(after));
    },

    async page(db, criteria, after, size) {
      const filters = searchFilters(criteria);
      const start = readResultIndex(after);
      if (!filters || size <= 0) return { propertyIds: [], cursors: [], next: null };
      const result = await propertySearch({
        ...filters,
        size: Math.min(size, MAX_PAGE_SIZE),
        resultIndex: start,
      });
      // Vendor rows we cannot show (no id, no address) are passed over but keep their place.
      const found: Array<{ row: PropertyRow; cursor: RealEstateApiCursor }> = [];
      for (const [offset, item] of result.data.entries()) {
        const vendor = VendorProperty.safeParse(item);
        const row = vendor.success ? toPropertyRow(vendor.data) : null;
        if (row) found.push({ row, cursor: { resultIndex: start + offset + 1 } });
      }
      const ids = await upsertProperties(
        db,
        found.map(({ row }) => row),
      );
      const kept = found.filter(({ row }) => ids.has(row.externalId));
      const end = start + result.data.length;
      const exhausted = result.data.length === 0 || end >= (result.resultCount ?? end);
      return {
        propertyIds: kept.map(({ row }) => ids.get(row.externalId) ?? 0),
        cursors: kept.map(({ cursor }) => cursor),
        next: exhausted ? null : { resultIndex: end },
      };
    },
  };
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

function readResultIndex(after: SourceCursor | null): number {
  const index = after?.resultIndex;
  return typeof index === 'number' && Number.isSafeInteger(index) && index > 0 ? index : 0;
}

/** fetch() says "fetch failed"; the cause says why (refused, unknown host, timeout). */
function describeFailure(error: unknown, timeoutMs: number): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} s`;
  const cause = error.cause;
  const detail =
    cause instanceof Error ? ((cause as { code?: unknown }).code ?? cause.message) : undefined;
  return detail ? `${error.message} (${String(detail)})` : error.message;
}
