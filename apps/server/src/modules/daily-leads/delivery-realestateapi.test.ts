import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { type DeliveryAgent, deliveryAgent } from '../../../test/delivery-agent';
import {
  type FakeRealEstateApi,
  type SearchReply,
  startFakeRealEstateApi,
} from '../../../test/fakes/realestateapi-server';
import { createRealEstateApiLeadSource } from '../../providers/lead-source/realestateapi';

const API_KEY = 'reapi-test-key-41d7';
// Friday 6 November 2026, 10:00 EST.
const FRIDAY = new Date('2026-11-06T15:00:00Z');
const SATURDAY = new Date('2026-11-07T15:00:00Z');
const UNAVAILABLE = {
  error: 'LEAD_SOURCE_UNAVAILABLE',
  message: 'The property data service is not answering. Please try again in a few minutes.',
};

/**
 * Delivery from RealEstateAPI (a local fake of PropertySearch): a slow or failing vendor never
 * holds a transaction or a lock, and never costs the agent a lead day or its place.
 */
describe('delivery from RealEstateAPI', () => {
  let t: TestApp;
  let api: FakeRealEstateApi;
  beforeAll(async () => {
    api = await startFakeRealEstateApi({ apiKey: API_KEY });
    t = await buildTestApp({ REALESTATEAPI_KEY: API_KEY, REALESTATEAPI_URL: api.url });
  });
  afterAll(async () => {
    await t.close();
    await api.close();
  });
  // Each test pages 12 properties of its own: another test's agents hold theirs.
  let first = -99;
  beforeEach(() => {
    first += 100;
    api.reset({ size: 12, first });
    t.clock.freeze(FRIDAY);
  });
  /** The street of the test's nth property (from 0), as the today list shows it. */
  const street = (n: number) => `${200 + first + n} Palm Ave`;
  const streets = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, i) => street(from + i));

  /** An agent searching 33131 for high equity: all 12 of the test's properties match. */
  const agentOn = (minBedrooms: number) =>
    deliveryAgent(t, { targetAreas: ['33131'], minBedrooms });

  /** What this database holds open besides the test's own query. */
  async function heldOpen() {
    const { rows } = await t.database.pool.query<{ transactions: number; locks: number }>(`
      select
        (select count(*)::int from pg_stat_activity
          where datname = current_database() and state like 'idle in transaction%') as transactions,
        (select count(*)::int from pg_locks l join pg_class c on c.oid = l.relation
          where l.database = (select oid from pg_database where datname = current_database())
            and c.relname in ('lead_cursors', 'leads', 'properties')
            and l.pid <> pg_backend_pid()) as locks`);
    return rows[0];
  }

  /** `work`'s answer, or a failure naming what is still waiting after `ms`. */
  async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} still waiting after ${ms} ms`)), ms);
    });
    try {
      return await Promise.race([work, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  const propertiesOf = async (agent: DeliveryAgent) =>
    (await agent.today()).map((lead: { address: string }) => lead.address);

  it("holds nothing open while the vendor is slow: another agent's delivery completes meanwhile", async () => {
    const slow = await agentOn(2);
    const other = await agentOn(3);
    // The slow agent's count of what remains (its second ids_only) hangs: by then it has listed
    // the matches and bought the five it chose.
    let listed = 0;
    const held = api.hold(
      (body) => body.beds_min === 2 && body.ids_only === true && ++listed === 2,
    );
    const slowBatch = slow.fresh();
    await held.arrived;
    try {
      const meanwhile = await within(20_000, "the other agent's delivery", other.fresh());
      expect(meanwhile.statusCode).toBe(200);
      expect(meanwhile.json()).toMatchObject({ status: 'complete', count: 5 });
      expect(await heldOpen()).toEqual({ transactions: 0, locks: 0 });
    } finally {
      held.release();
    }
    const late = await slowBatch;
    expect(late.statusCode).toBe(200);
    // What the other agent took meanwhile is passed over as held, and the next five given.
    // Two remain past its cursor (10 of 12), counted without asking the vendor again.
    expect(late.json()).toMatchObject({ status: 'complete', count: 5, duplicateCount: 5 });
    expect(late.json()).toMatchObject({ remainingAvailable: 2, canGetMore: true });
    // Bought: its five, the other agent's same five (it had not committed yet), its next five.
    expect(api.credits).toBe(15);
    const mine = await propertiesOf(slow);
    const theirs = await propertiesOf(other);
    expect(theirs).toEqual(streets(0, 5));
    expect(mine).toEqual(streets(5, 10));
    expect(await slow.cursor()).toEqual({
      position: 10,
      sourceCursor: { afterId: 100_009 + first },
    });
  });

  it('asks the vendor once for ten parallel deliveries of one agent', async () => {
    const agent = await agentOn(2);
    const answers = await Promise.all(Array.from({ length: 10 }, () => agent.fresh()));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(429)]);
    // The matches listed (free), the five chosen bought, what remains counted (free).
    expect(api.requests.map(({ body }) => (body.ids_only ? 'list' : 'buy'))).toEqual([
      'list',
      'buy',
      'list',
    ]);
    expect(api.credits).toBe(5);
  });

  const failures: Array<[string, SearchReply]> = [
    ['an HTTP 500', { status: 500, body: { message: 'Internal Server Error' } }],
    ['an HTTP 401 echoing the key', { status: 401, body: { message: `Bad key ${API_KEY}` } }],
    [
      'a refusal inside a 200',
      { status: 200, body: { statusCode: 429, statusMessage: 'Slow down' } },
    ],
    ['a body that is not JSON', { status: 200, body: '<html>maintenance</html>' }],
  ];

  it.each(failures)('answers %s with a 502, costing no lead day and no place', async (_, reply) => {
    const agent = await agentOn(2);
    expect((await agent.fresh()).statusCode).toBe(200);
    t.clock.freeze(SATURDAY);
    const before = await agent.cursor();
    api.answer = () => reply;
    const failed = await agent.fresh();
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual(UNAVAILABLE);
    expect(failed.body).not.toContain(API_KEY);
    expect(await agent.cursor()).toEqual(before);
    expect(await agent.today()).toEqual([]);
    expect((await agent.call('GET', '/api/leads/can-generate/:id')).json()).toMatchObject({
      canGenerate: true,
    });
    // Once the vendor answers again, the agent continues where it was.
    api.answer = null;
    expect((await agent.fresh()).json()).toMatchObject({ count: 5, duplicateCount: 0 });
    expect(await propertiesOf(agent)).toEqual(streets(5, 10));
  });

  it('answers a vendor that does not answer in time with LEAD_SOURCE_UNAVAILABLE', async () => {
    const agent = await agentOn(2);
    const held = api.hold(() => true);
    const source = createRealEstateApiLeadSource({
      apiKey: API_KEY,
      baseUrl: api.url,
      timeoutMs: 200,
    });
    const delivery = agent.deliverFrom(source);
    await expect(delivery).rejects.toMatchObject({
      code: UNAVAILABLE.error,
      status: 502,
      message: UNAVAILABLE.message,
    });
    held.release();
    expect(await agent.cursor()).toBeNull();
    expect(await agent.today()).toEqual([]);
  });

  it('answers the available count with a 502 when the vendor fails', async () => {
    const agent = await agentOn(2);
    api.answer = () => ({ status: 503, body: 'Service Unavailable' });
    const failed = await agent.availableCount();
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual(UNAVAILABLE);
  });
});
