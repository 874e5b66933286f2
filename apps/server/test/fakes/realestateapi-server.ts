import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import documented from './realestateapi-property-search-fields.json' with { type: 'json' };

/*
 * RealEstateAPI's PropertySearch (POST /v2/PropertySearch) on a local port, as the vendor's own
 * documents describe it: the OpenAPI document `reference/property-apis.json` of the
 * RealEstateApi/docs repository (OpenAPI 3.1.0, info.version 1.0, commit 2e64064; its request
 * fields are copied in realestateapi-property-search-fields.json), and the Property Search guide
 * pages beside it: "Equity Searches", "Count Query", "ids_only Searches for Credit Optimization",
 * "Property Search: Paging Example", "Authentication" and "Response Envelope".
 *
 * It refuses what the vendor refuses: a missing or wrong `x-api-key` (401), a field the document
 * does not list or a value of the wrong type (400), a `size` over the documented 250, and a page
 * without `count: false` (the paging example sends it on every page). It applies the filters the
 * adapter sends to its inventory, and refuses a documented filter it does not apply rather than
 * ignore it. It counts the records it answers: the vendor charges one credit per record, and
 * nothing for `count: true` or `ids_only: true`.
 */

/** A PropertySearch result as the vendor documents it (fields we read, plus some we ignore). */
export function vendorProperty(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: 100_000 + n,
    propertyId: String(100_000 + n),
    address: {
      address: `${200 + n} Palm Ave, Miami, FL 33131`,
      house: String(200 + n),
      street: 'Palm Ave',
      city: 'Miami',
      county: 'Miami-Dade County',
      state: 'FL',
      zip: '33131',
    },
    mailAddress: {
      address: '55 Lake Shore Dr, Chicago, IL 60601',
      city: 'Chicago',
      state: 'IL',
      street: '55 Lake Shore Dr',
      zip: '60601',
    },
    latitude: 25.7629,
    longitude: -80.1895,
    bedrooms: 3,
    bathrooms: 2.5,
    squareFeet: 1850,
    yearBuilt: 1978,
    propertyType: 'SFR',
    owner1FirstName: 'Maria',
    owner1LastName: 'Lopez',
    owner2FirstName: null,
    owner2LastName: null,
    companyName: null,
    corporateOwned: false,
    estimatedValue: 640000,
    estimatedEquity: 412000,
    equityPercent: 64,
    lastSaleDate: '2009-06-15',
    lastSaleAmount: '218000',
    yearsOwned: 16,
    absenteeOwner: true,
    outOfStateAbsenteeOwner: true,
    inStateAbsenteeOwner: false,
    ownerOccupied: false,
    highEquity: false,
    vacant: false,
    preForeclosure: false,
    taxLien: false,
    mlsActive: false,
    ...overrides,
  };
}

/** The documented maximum of records per page ("a max of 250 set by the server"). */
export const MAX_PAGE_SIZE = 250;
/** The documented maximum of ids an `ids_only` search answers. */
export const MAX_IDS_ONLY = 10_000;

export type SearchBody = Record<string, unknown>;
type VendorRecord = Record<string, unknown>;
export interface SearchRequest {
  url?: string;
  headers: IncomingHttpHeaders;
  body: SearchBody;
}
/** A reply other than the paged inventory; a string body is sent as it is (not JSON). */
export interface SearchReply {
  status: number;
  body: unknown;
}

/** Requests held by `hold` until the test releases them, as a slow vendor would. */
interface Hold {
  match: (body: SearchBody) => boolean;
  arrive: (body: SearchBody) => void;
  released: Promise<void>;
  release: () => void;
}

const FIELDS: Record<string, string | { enum: string[] }> = documented.fields;
/** The documented comparison operators, as tests on the record's value minus the bound. */
const OPERATORS: Record<string, (difference: number) => boolean> = {
  lt: (d) => d < 0,
  lte: (d) => d <= 0,
  gt: (d) => d > 0,
  gte: (d) => d >= 0,
};

/** Why the vendor would refuse this body, or null. */
function refusal(body: SearchBody): string | null {
  for (const [field, value] of Object.entries(body)) {
    const type = FIELDS[field];
    if (type === undefined) return `"${field}" is not a Property Search field`;
    if (!fitsType(field, type, value)) return `"${field}" has the wrong type`;
  }
  if (body.count === true || body.ids_only === true) return null;
  if (body.count !== false) return 'a page of records must send count: false';
  if (typeof body.size === 'number' && (body.size < 1 || body.size > MAX_PAGE_SIZE)) {
    return `size must be between 1 and ${MAX_PAGE_SIZE}`;
  }
  return null;
}

function fitsType(field: string, type: string | { enum: string[] }, value: unknown): boolean {
  if (typeof type === 'object') return typeof value === 'string' && type.enum.includes(value);
  // "An array of zips (of type:string) can also be provided."
  if (field === 'zip' && Array.isArray(value)) return value.every((z) => typeof z === 'string');
  if (type === 'integer') return Number.isSafeInteger(value);
  if (type === 'number') return typeof value === 'number' && Number.isFinite(value);
  if (type === 'boolean') return typeof value === 'boolean';
  if (type === 'string') return typeof value === 'string';
  if (type === 'object')
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  if (type === 'array<integer>') return Array.isArray(value) && value.every(Number.isSafeInteger);
  return Array.isArray(value);
}

/** Fields that shape the answer rather than filter it. */
const SHAPE = new Set(['count', 'ids_only', 'size', 'resultIndex']);

/** Each filter the fake applies, as a test on one vendor record. */
const FILTERS: Record<string, (record: VendorRecord, value: unknown, body: SearchBody) => boolean> =
  {
    zip: (r, v) => [v].flat().includes(address(r).zip),
    city: (r, v) => sameText(address(r).city, v),
    state: (r, v) => sameText(address(r).state, v),
    property_type: (r, v) => r.propertyType === v,
    value_min: (r, v) => Number(r.estimatedValue) >= Number(v),
    value_max: (r, v) => Number(r.estimatedValue) <= Number(v),
    beds_min: (r, v) => Number(r.bedrooms) >= Number(v),
    years_owned_min: (r, v) => Number(r.yearsOwned) >= Number(v),
    equity_percent: (r, v, body) => compare(r.equityPercent, v, body.equity_percent_operator),
    equity_percent_operator: () => true,
    absentee_owner: (r, v) => r.absenteeOwner === v,
    out_of_state_owner: (r, v) => r.outOfStateAbsenteeOwner === v,
    in_state_owner: (r, v) => r.inStateAbsenteeOwner === v,
    pre_foreclosure: (r, v) => r.preForeclosure === v,
    tax_lien: (r, v) => r.taxLien === v,
    vacant: (r, v) => r.vacant === v,
    // "high_equity: true is equivalent to equity_percent > 70" (Equity Searches).
    high_equity: (r, v) => Number(r.equityPercent) > 70 === v,
    ids: (r, v) => (v as number[]).includes(Number(r.id)),
  };

function address(record: VendorRecord): Record<string, unknown> {
  return (record.address as Record<string, unknown> | null) ?? {};
}
function sameText(a: unknown, b: unknown) {
  return typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase();
}
function compare(actual: unknown, bound: unknown, operator: unknown): boolean {
  const test = typeof operator === 'string' ? OPERATORS[operator] : undefined;
  return test !== undefined && typeof actual === 'number' && test(actual - Number(bound));
}

/**
 * RealEstateAPI's PropertySearch on a local port, over `inventory`. Its order is its own: every
 * answer lists the matches in a different rotation, as a vendor that promises no order may.
 * It can answer otherwise (`answer`) or hold requests until released (`hold`).
 */
export async function startFakeRealEstateApi({ apiKey = 'reapi-test-key' } = {}) {
  const holds: Hold[] = [];
  let answers = 0;
  const fake = {
    url: '',
    apiKey,
    requests: [] as SearchRequest[],
    inventory: [] as VendorRecord[],
    /** Records answered with their fields, each a credit at the vendor. */
    credits: 0,
    answer: null as ((body: SearchBody) => SearchReply) | null,
    /**
     * Holds every request `match` accepts until `release()`; `arrived` resolves with the first.
     * The request is answered as usual once released.
     */
    hold(match: (body: SearchBody) => boolean) {
      let arrive: (body: SearchBody) => void = () => {};
      const arrived = new Promise<SearchBody>((resolve) => {
        arrive = resolve;
      });
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      holds.push({ match, arrive, released, release });
      return { arrived, release };
    },
    /**
     * Back to `size` properties numbered from `first` (tests that share a database start each
     * on other properties), nothing recorded, held or overridden.
     */
    reset({ size = 5, first = 1 }: { size?: number; first?: number } = {}) {
      fake.requests.length = 0;
      fake.answer = null;
      fake.credits = 0;
      fake.inventory = Array.from({ length: size }, (_, i) => vendorProperty(first + i));
      for (const hold of holds.splice(0)) hold.release();
    },
    close: () => {
      for (const hold of holds.splice(0)) hold.release();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  function search(body: SearchBody): SearchReply {
    const problem = refusal(body);
    if (problem) return vendorError(400, 'Bad Request', problem);
    const unapplied = Object.keys(body).find((f) => !SHAPE.has(f) && !(f in FILTERS));
    if (unapplied) return vendorError(400, 'Bad Request', `the fake does not apply "${unapplied}"`);
    const matches = fake.inventory.filter((record) =>
      Object.entries(body).every(([f, v]) => SHAPE.has(f) || FILTERS[f]?.(record, v, body)),
    );
    const turn = answers++ % Math.max(matches.length, 1);
    const ordered = [...matches.slice(turn), ...matches.slice(0, turn)];
    const envelope = { input: body, statusCode: 200, statusMessage: 'Success', live: true };
    if (body.count === true) {
      return { status: 200, body: { ...envelope, data: [], resultCount: matches.length } };
    }
    if (body.ids_only === true) {
      const data = ordered.slice(0, MAX_IDS_ONLY).map((record) => Number(record.id));
      return { status: 200, body: { ...envelope, data, resultCount: matches.length } };
    }
    const start = Number(body.resultIndex ?? 0);
    const data = ordered.slice(start, start + Number(body.size ?? 50));
    fake.credits += data.length;
    const page = { resultCount: matches.length, resultIndex: start, recordCount: data.length };
    return { status: 200, body: { ...envelope, ...page, data } };
  }

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', async () => {
      let body: SearchBody;
      try {
        body = JSON.parse(raw || '{}') as SearchBody;
      } catch {
        body = { unreadable: raw };
      }
      fake.requests.push({ url: req.url, headers: req.headers, body });
      for (const hold of holds.filter((h) => h.match(body))) {
        hold.arrive(body);
        await hold.released;
      }
      const reply =
        req.headers['x-api-key'] !== fake.apiKey
          ? vendorError(401, 'Unauthorized', 'Invalid API key')
          : req.url !== '/v2/PropertySearch' || req.method !== 'POST'
            ? vendorError(404, 'Not Found', 'No such endpoint')
            : (fake.answer?.(body) ?? search(body));
      if (res.destroyed) return;
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.reset();
  return fake;
}

/** The documented error envelope ("Response Envelope"). */
function vendorError(status: number, statusMessage: string, error: string): SearchReply {
  return { status, body: { statusCode: status, statusMessage, error } };
}

export type FakeRealEstateApi = Awaited<ReturnType<typeof startFakeRealEstateApi>>;
