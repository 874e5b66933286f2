import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

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
    highEquity: true,
    vacant: false,
    preForeclosure: false,
    taxLien: false,
    mlsActive: false,
    ...overrides,
  };
}

export type SearchBody = Record<string, unknown>;
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

/**
 * RealEstateAPI's PropertySearch on a local port: it pages `inventory` by `size`/`resultIndex`
 * (ignoring the filters), answers `count: true` with the total, and can answer otherwise
 * (`answer`) or hold requests until released (`hold`).
 */
export async function startFakeRealEstateApi() {
  const holds: Hold[] = [];
  const fake = {
    url: '',
    requests: [] as SearchRequest[],
    inventory: [] as Array<Record<string, unknown>>,
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
      fake.inventory = Array.from({ length: size }, (_, i) => vendorProperty(first + i));
      for (const hold of holds.splice(0)) hold.release();
    },
    close: () => {
      for (const hold of holds.splice(0)) hold.release();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  /** Pages the inventory like PropertySearch: `count` answers only the total. */
  function searchResult(body: SearchBody) {
    const start = Number(body.resultIndex ?? 0);
    const size = Number(body.size ?? 10);
    const data = body.count ? [] : fake.inventory.slice(start, start + size);
    return {
      input: body,
      data,
      resultCount: fake.inventory.length,
      resultIndex: start + data.length,
      recordCount: data.length,
      statusCode: 200,
      statusMessage: 'Success',
      live: true,
    };
  }

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', async () => {
      const body = JSON.parse(raw || '{}') as SearchBody;
      fake.requests.push({ url: req.url, headers: req.headers, body });
      for (const hold of holds.filter((h) => h.match(body))) {
        hold.arrive(body);
        await hold.released;
      }
      const reply = fake.answer?.(body) ?? { status: 200, body: searchResult(body) };
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

export type FakeRealEstateApi = Awaited<ReturnType<typeof startFakeRealEstateApi>>;
