import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SELLER_TYPE_VALUES } from '@porchlight/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  type FakeRealEstateApi,
  startFakeRealEstateApi,
  vendorProperty,
} from '../../../test/fakes/realestateapi-server';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import { LeadSourceUnavailableError, type SearchCriteria } from './index';
import { createRealEstateApiLeadSource } from './realestateapi';

/** The vendor pages the same for every agent: it knows nothing of our leads. */
const NOBODY = { agentId: '00000000-0000-0000-0000-000000000000', heldSince: null };
const API_KEY = 'test-key-7f3a9c';

describe('the RealEstateAPI lead source', () => {
  let t: TestApp;
  let db: Database;
  let api: FakeRealEstateApi;

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.database.db;
    api = await startFakeRealEstateApi({ apiKey: API_KEY });
  });
  afterAll(async () => {
    await api.close();
    await t.close();
  });
  beforeEach(() => api.reset());

  const source = () => createRealEstateApiLeadSource({ apiKey: API_KEY, baseUrl: api.url });
  const criteria = (overrides: Partial<SearchCriteria> = {}): SearchCriteria => ({
    area: { kind: 'zip', zip: '33131' },
    minValue: 300_000,
    maxValue: 900_000,
    minBedrooms: 3,
    sellerType: 'out-of-state-absentee-owner',
    propertyType: 'Residential',
    ...overrides,
  });

  it('counts with the API key, the criteria as filters and count: true', async () => {
    expect(await source().count(db, criteria())).toBe(5);
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.url).toBe('/v2/PropertySearch');
    expect(api.requests[0]?.headers['x-api-key']).toBe(API_KEY);
    expect(api.requests[0]?.body).toEqual({
      zip: '33131',
      property_type: 'SFR',
      value_min: 300_000,
      value_max: 900_000,
      beds_min: 3,
      out_of_state_owner: true,
      count: true,
    });
  });

  it('searches a city by city and state, and leaves out bounds that are not set', async () => {
    await source().count(
      db,
      criteria({
        area: { kind: 'city', city: 'Miami', state: 'FL' },
        minValue: null,
        maxValue: null,
        minBedrooms: null,
        sellerType: 'tired-landlord',
      }),
    );
    expect(api.requests[0]?.body).toEqual({
      city: 'Miami',
      state: 'FL',
      property_type: 'SFR',
      absentee_owner: true,
      years_owned_min: 10,
      count: true,
    });
  });

  it('asks each seller type by its PropertySearch flag; senior owners it cannot search', async () => {
    const flags: Record<string, unknown> = {};
    for (const sellerType of SELLER_TYPE_VALUES) {
      api.requests.length = 0;
      const count = await source().count(db, criteria({ sellerType }));
      const common = ['zip', 'property_type', 'value_min', 'value_max', 'beds_min', 'count'];
      const body = Object.entries(api.requests[0]?.body ?? {});
      const flag = Object.fromEntries(body.filter(([key]) => !common.includes(key)));
      flags[sellerType] = api.requests.length === 0 ? count : flag;
    }
    expect(flags).toEqual({
      'out-of-state-absentee-owner': { out_of_state_owner: true },
      'in-state-absentee-owner': { in_state_owner: true },
      'tired-landlord': { absentee_owner: true, years_owned_min: 10 },
      preforeclosure: { pre_foreclosure: true },
      'tax-default': { tax_lien: true },
      vacant: { vacant: true },
      'high-equity': { equity_percent: 20, equity_percent_operator: 'gte' },
      'senior-owner': 0,
    });
  });

  it('lists the matches by ids_only, walks them by id and buys only the properties chosen', async () => {
    const first = await source().page(db, criteria(), null, 2, NOBODY);
    expect(api.requests.map((request) => request.body)).toEqual([
      expect.objectContaining({ zip: '33131', ids_only: true }),
      { ids: [100001, 100002], count: false, size: 2 },
    ]);
    expect(first.propertyIds).toHaveLength(2);
    expect(first.cursors).toEqual([{ afterId: 100001 }, { afterId: 100002 }]);
    expect(first.next).toEqual({ afterId: 100002 });
    const second = await source().page(db, criteria(), first.next, 2, NOBODY);
    const third = await source().page(db, criteria(), second.next, 2, NOBODY);
    expect(third.propertyIds).toHaveLength(1);
    expect(third.next).toBeNull();
    // Every record bought once: the vendor charges a credit for each one it answers.
    expect(api.credits).toBe(5);
    const ids = [...first.propertyIds, ...second.propertyIds, ...third.propertyIds];
    const stored = await db.select().from(properties).where(inArray(properties.id, ids));
    const external = new Map(stored.map((row) => [row.id, row.externalId]));
    expect(ids.map((id) => external.get(id))).toEqual([
      '100001',
      '100002',
      '100003',
      '100004',
      '100005',
    ]);
  });

  it("asks high equity as 20 % or more, not the vendor's own flag of more than 70 %", async () => {
    api.inventory = [
      vendorProperty(1, { equityPercent: 15 }),
      vendorProperty(2, { equityPercent: 20 }),
      vendorProperty(3, { equityPercent: 45 }),
      vendorProperty(4, { equityPercent: 85 }),
    ];
    const page = await source().page(db, criteria({ sellerType: 'high-equity' }), null, 5, NOBODY);
    const stored = await db
      .select()
      .from(properties)
      .where(inArray(properties.id, page.propertyIds));
    expect(stored.map((row) => row.equityPercent).sort()).toEqual([20, 45, 85]);
  });

  it('refuses, as the vendor does, a wrong key, an unknown field, a page over 250 or without count: false', async () => {
    const ask = (body: Record<string, unknown>, key = API_KEY) =>
      fetch(`${api.url}/v2/PropertySearch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify(body),
      }).then(async (response) => ({ status: response.status, body: await response.json() }));
    expect(await ask({ zip: '33131', count: true }, 'another-key')).toEqual({
      status: 401,
      body: { statusCode: 401, statusMessage: 'Unauthorized', error: 'Invalid API key' },
    });
    // What this adapter sent before: 1,000 a page, and no `count: false`.
    expect((await ask({ zip: '33131', size: 1000, resultIndex: 0, count: false })).status).toBe(
      400,
    );
    expect((await ask({ zip: '33131', size: 20, resultIndex: 0 })).status).toBe(400);
    expect((await ask({ zip: '33131', equity: 20, count: true })).status).toBe(400);
    expect((await ask({ zip: '33131', beds_min: '3', count: true })).status).toBe(400);
    expect((await ask({ zip: '33131', size: 250, count: false })).status).toBe(200);
    const wrong = createRealEstateApiLeadSource({ apiKey: 'another-key', baseUrl: api.url });
    await expect(wrong.count(db, criteria())).rejects.toThrow(
      'RealEstateAPI PropertySearch answered HTTP 401 Unauthorized: Invalid API key',
    );
  });

  it('maps a vendor property to our row, lead types by the shared rules', async () => {
    const page = await source().page(db, criteria(), null, 1, NOBODY);
    const [row] = await db
      .select()
      .from(properties)
      .where(eq(properties.id, page.propertyIds[0] ?? 0));
    expect(row).toMatchObject({
      source: 'realestateapi',
      externalId: '100001',
      zip: '33131',
      cityKey: 'miami|fl',
      address: '201 Palm Ave',
      houseNumber: '201',
      street: 'Palm Ave',
      city: 'Miami',
      state: 'FL',
      propertyType: 'Residential',
      beds: 3,
      baths: 2.5,
      sqft: 1850,
      yearBuilt: 1978,
      owner1: 'Maria Lopez',
      owner2: null,
      ownerType: 'person',
      ownerAge: null,
      mailingStreet: '55 Lake Shore Dr',
      mailingCity: 'Chicago',
      mailingState: 'IL',
      mailingZip: '60601',
      ownershipStartDate: '2009-06-15',
      lastSaleDate: '2009-06-15',
      lastSalePrice: 218000,
      estimatedValue: 640000,
      equityBalance: 412000,
      equityPercent: 64,
      leadTypes: ['out-of-state-absentee-owner', 'tired-landlord', 'high-equity', 'off-market'],
      leadReasons: ['mailing address in Illinois', 'owned 16 years', '64% equity'],
      phones: [],
      emails: [],
    });
  });

  it('maps companies, distress flags and in-state owners', async () => {
    api.inventory = [
      vendorProperty(1, {
        owner1FirstName: null,
        owner1LastName: null,
        companyName: 'Palm Ridge Holdings LLC',
        corporateOwned: true,
        outOfStateAbsenteeOwner: false,
        inStateAbsenteeOwner: true,
        mailAddress: {
          address: '9 Bay St, Orlando, FL 32801',
          city: 'ORLANDO',
          state: 'FL',
          zip: '32801',
        },
        yearsOwned: 3,
        equityPercent: 12,
        highEquity: false,
        vacant: true,
        preForeclosure: true,
        taxLien: true,
      }),
    ];
    const inState = criteria({ sellerType: 'in-state-absentee-owner' });
    const page = await source().page(db, inState, null, 5, NOBODY);
    const [row] = await db
      .select()
      .from(properties)
      .where(eq(properties.id, page.propertyIds[0] ?? 0));
    expect(row).toMatchObject({
      owner1: 'Palm Ridge Holdings LLC',
      ownerType: 'company',
      mailingCity: 'Orlando',
      leadTypes: [
        'in-state-absentee-owner',
        'preforeclosure',
        'tax-default',
        'vacant',
        'off-market',
      ],
      leadReasons: [
        'mailing address in Orlando',
        'pre-foreclosure filing recorded',
        'tax lien recorded',
        'property reported vacant',
      ],
    });
  });

  it('stores a property once however often it is paged, refreshing what changed', async () => {
    const first = await source().page(db, criteria(), null, 5, NOBODY);
    api.inventory[0] = vendorProperty(1, { estimatedValue: 700000, equityPercent: 70 });
    const again = await source().page(db, criteria(), null, 5, NOBODY);
    expect(again.propertyIds).toEqual(first.propertyIds);
    const rows = await db
      .select()
      .from(properties)
      .where(inArray(properties.externalId, ['100001', '100002', '100003', '100004', '100005']));
    expect(rows).toHaveLength(5);
    expect(rows.find((row) => row.externalId === '100001')).toMatchObject({
      estimatedValue: 700000,
      equityPercent: 70,
      leadReasons: ['mailing address in Illinois', 'owned 16 years', '70% equity'],
    });
  });

  it('passes over a bought record without a street, keeping the others in place', async () => {
    api.inventory[1] = vendorProperty(2, { address: { city: 'Miami', state: 'FL', zip: '33131' } });
    const page = await source().page(db, criteria(), null, 3, NOBODY);
    expect(page.propertyIds).toHaveLength(2);
    expect(page.cursors).toEqual([{ afterId: 100001 }, { afterId: 100003 }]);
    expect(page.passed).toEqual([0, 1]);
    expect(page.next).toEqual({ afterId: 100003 });
  });

  it('counts what remains as the matches past the cursor, with the free ids_only', async () => {
    expect(await source().remaining(db, criteria(), null, NOBODY)).toBe(5);
    expect(await source().remaining(db, criteria(), { afterId: 100002 }, NOBODY)).toBe(3);
    expect(await source().remaining(db, criteria(), { resultIndex: 2 }, NOBODY)).toBe(5);
    expect(api.requests.every((request) => request.body.ids_only === true)).toBe(true);
    expect(api.credits).toBe(0);
  });

  it('fails with a clear message, without the key, when the vendor refuses', async () => {
    api.answer = () => ({ status: 401, body: { message: `Invalid key ${API_KEY}` } });
    const failure = source().count(db, criteria());
    await expect(failure).rejects.toThrow(
      'RealEstateAPI PropertySearch answered HTTP 401 Unauthorized',
    );
    await expect(failure).rejects.not.toThrow(API_KEY);
    await expect(failure).rejects.toBeInstanceOf(LeadSourceUnavailableError);
    api.answer = () => ({ status: 500, body: { message: 'Internal Server Error' } });
    await expect(source().page(db, criteria(), null, 5, NOBODY)).rejects.toThrow(
      new LeadSourceUnavailableError(
        'RealEstateAPI PropertySearch answered HTTP 500 Internal Server Error',
      ),
    );
    api.answer = () => ({
      status: 200,
      body: { statusCode: 429, statusMessage: 'Too many requests' },
    });
    await expect(source().count(db, criteria())).rejects.toThrow(
      'refused the search (429: Too many requests)',
    );
    api.answer = () => ({ status: 200, body: '<html>maintenance</html>' });
    await expect(source().count(db, criteria())).rejects.toThrow('not a search result');
  });

  it('fails with a clear message when the vendor cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createRealEstateApiLeadSource({
      apiKey: API_KEY,
      baseUrl: `http://127.0.0.1:${port}`,
    });
    const failure = unreachable.count(db, criteria());
    await expect(failure).rejects.toThrow(
      /^RealEstateAPI PropertySearch could not be reached: fetch failed \(ECONNREFUSED\)$/,
    );
    await expect(failure).rejects.toBeInstanceOf(LeadSourceUnavailableError);
  });

  it('gives up on a vendor that does not answer in time', async () => {
    const held = api.hold(() => true);
    const slow = createRealEstateApiLeadSource({
      apiKey: API_KEY,
      baseUrl: api.url,
      timeoutMs: 200,
    });
    const failure = slow.remaining(db, criteria(), null, NOBODY);
    await expect(failure).rejects.toThrow(
      'RealEstateAPI PropertySearch could not be reached: no answer within 0.2 s',
    );
    await expect(failure).rejects.toBeInstanceOf(LeadSourceUnavailableError);
    held.release();
  });
});
