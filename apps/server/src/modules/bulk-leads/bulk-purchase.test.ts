import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { creditsAndLedger, grantCredits, spendHeaders } from '../../../test/credits';
import { deliveryAgent } from '../../../test/delivery-agent';
import { createProperties, createSavedLeads } from '../../../test/factories';

// Friday 6 November 2026, 10:00 EST.
const FRIDAY = new Date('2026-11-06T15:00:00Z');
let zipSeq = 800;
const newZip = () => String(zipSeq++).padStart(5, '0');

describe('bulk leads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.freeze(FRIDAY);
  });
  afterAll(() => t.close());

  /** An agent with credits, its criteria on `zip`, and the bulk calls it makes. */
  const buyer = async (credits: number, zip = newZip()) => {
    const agent = await deliveryAgent(t, { targetAreas: [zip] });
    if (credits > 0) await grantCredits(t, agent.id, credits);
    const search = (zips = zip) => ({
      agentId: agent.id,
      quicklist: 'high-equity',
      location: { type: 'zip', zip: zips },
      filters: { bedrooms: null, minPrice: null, maxPrice: 0 },
    });
    const post = (url: string, payload: object, key?: string) =>
      t.app.inject({ method: 'POST', url, payload, headers: spendHeaders(agent.cookie, key) });
    return {
      ...agent,
      zip,
      search,
      count: (zips?: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/leads/bulk-count',
          payload: search(zips),
          headers: { cookie: agent.cookie },
        }),
      buy: (options: { continueSession?: boolean; zips?: string; key?: string } = {}) =>
        post(
          '/api/leads/bulk-purchase',
          { ...search(options.zips), continueSession: options.continueSession ?? false },
          options.key,
        ),
      buyPackage: (payload: object, key?: string) =>
        post(`/api/leads/purchase/${agent.id}`, payload, key),
      saved: async () =>
        (await agent.call('GET', '/api/saved/:id')).json() as {
          source: string;
        }[],
      credits: () => creditsAndLedger(t, agent.id),
    };
  };

  it('counts what a search could deliver, leaving out the agent’s own leads', async () => {
    const agent = await buyer(0);
    const ids = await createProperties(t.database.db, { zip: agent.zip, count: 30 });
    await createSavedLeads(t.database.db, agent.id, [ids[0]?.id ?? 0]);
    const other = newZip();
    await createProperties(t.database.db, { zip: other, count: 4 });
    expect((await agent.count()).json()).toEqual({ available: 29 });
    expect((await agent.count(`${agent.zip}, ${other} ,${agent.zip}`)).json()).toEqual({
      available: 33,
    });
  });

  it('refuses a search the wizard would not send, naming the field', async () => {
    const agent = await buyer(0);
    const count = (location: object, quicklist = 'high-equity') =>
      t.app.inject({
        method: 'POST',
        url: '/api/leads/bulk-count',
        payload: { ...agent.search(), quicklist, location },
        headers: { cookie: agent.cookie },
      });
    const cases: [object, string, string][] = [
      [{ type: 'zip', zip: ' ' }, 'location.zip', 'Please enter a zip code'],
      [{ type: 'zip', zip: '3310' }, 'location.zip', 'Zip codes must be exactly 5 digits'],
      [
        { type: 'city', city: 'Miami', state: '' },
        'location.state',
        'Please enter both city and state',
      ],
      [
        { type: 'city', city: 'Miami', state: 'ZQ' },
        'state',
        'Please enter a US city and its 2-letter state, for example Miami and FL',
      ],
    ];
    for (const [location, field, message] of cases) {
      const res = await count(location);
      expect(res.statusCode, JSON.stringify(location)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', field });
      expect(res.json().fields[field]).toBe(message);
    }
    const noType = await count({ type: 'zip', zip: '33101' }, '');
    expect(noType.json()).toMatchObject({
      field: 'quicklist',
      fields: { quicklist: 'Please select a lead type to continue' },
    });
  });

  it('buys 25 leads for 25 credits: saved, Purchased, follow-up started, outside the daily quota', async () => {
    const agent = await buyer(40);
    await createProperties(t.database.db, { zip: agent.zip, count: 30 });
    const res = await agent.buy();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      available: 30,
      status: 'complete',
      leadsCount: 25,
      duplicatesSkipped: 0,
      totalDelivered: 25,
      remainingNeeded: 0,
      remainingAvailable: 5,
      canGetMore: false,
      creditsSpent: 25,
      credits: 15,
    });
    expect(await agent.credits()).toEqual({ credits: 15, ledger: 15 });
    const saved = await agent.saved();
    expect(saved).toHaveLength(25);
    expect(saved.every((lead) => lead.source === 'bulk')).toBe(true);
    // Each has a save swipe of its own (its swipeActionId) and its follow-up started.
    const { rows } = await t.database.pool.query(
      `select count(*)::int as n from leads l join swipes s on s.id = l.current_swipe_id
       where l.agent_id = $1 and s.lead_id = l.id and s.action = 'save' and l.status = 'saved'
         and l.sequence_started_at = $2 and l.follow_up_day = 1`,
      [agent.id, FRIDAY],
    );
    expect(rows[0].n).toBe(25);
    const [spent] = (await agent.call('GET', '/api/credits/:id/transactions')).json();
    expect(spent).toMatchObject({
      type: 'spent',
      amount: 25,
      source: 'bulk_leads',
      description: `Bulk leads: 25 High Equity leads in ${agent.zip}`,
    });
    // Bought leads are not today's batch, and the day's quota is untouched.
    expect(await agent.today()).toEqual([]);
    const fresh = await agent.fresh();
    expect(fresh.json()).toMatchObject({ count: 5, duplicateCount: 25 });
  });

  it('refuses a new bulk purchase with fewer than 25 available, spending nothing', async () => {
    const agent = await buyer(30);
    await createProperties(t.database.db, { zip: agent.zip, count: 10 });
    const refused = await agent.buy();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'LIMITED_AVAILABILITY',
      message: 'Only 10 leads available. You need at least 25.',
    });
    expect(await agent.credits()).toEqual({ credits: 30, ledger: 30 });
    expect(await agent.saved()).toEqual([]);
  });

  it('charges a partial purchase per lead, and Get Remaining completes it', async () => {
    // A lead package, drawn from the criteria, is not held to the bulk minimum.
    const agent = await buyer(30);
    await createProperties(t.database.db, { zip: agent.zip, count: 10 });
    const first = (await agent.buyPackage({ agentId: agent.id, packageSize: 25 })).json();
    expect(first).toMatchObject({
      status: 'partial',
      leadsCount: 10,
      totalDelivered: 10,
      remainingNeeded: 15,
      canGetMore: false,
      creditsSpent: 10,
      credits: 20,
    });
    await createProperties(t.database.db, { zip: agent.zip, count: 20 });
    const more = { agentId: agent.id, packageSize: 25, continueSession: true };
    const rest = (await agent.buyPackage(more)).json();
    expect(rest).toMatchObject({
      status: 'complete',
      leadsCount: 15,
      totalDelivered: 25,
      remainingNeeded: 0,
      creditsSpent: 15,
      credits: 5,
    });
    const again = await agent.buyPackage(more);
    expect(again.statusCode).toBe(409);
    expect(await agent.credits()).toEqual({ credits: 5, ledger: 5 });
  });

  it('walks comma-separated zips in order', async () => {
    const agent = await buyer(25);
    const second = newZip();
    await createProperties(t.database.db, { zip: agent.zip, count: 10 });
    await createProperties(t.database.db, { zip: second, count: 20 });
    const res = (await agent.buy({ zips: `${agent.zip}, ${second}` })).json();
    expect(res).toMatchObject({ status: 'complete', leadsCount: 25, remainingAvailable: 5 });
  });

  it('charges nothing when every property was a duplicate', async () => {
    const agent = await buyer(25);
    const ids = await createProperties(t.database.db, { zip: agent.zip, count: 3 });
    await createSavedLeads(
      t.database.db,
      agent.id,
      ids.map((row) => row.id),
    );
    // A lead package walks past the agent's own leads; a bulk search this small is refused first.
    const res = (await agent.buyPackage({ agentId: agent.id, packageSize: 25 })).json();
    expect(res).toMatchObject({
      leadsCount: 0,
      duplicatesSkipped: 3,
      creditsSpent: 0,
      credits: 25,
    });
    expect((await agent.buy()).json().error).toBe('LIMITED_AVAILABILITY');
    expect(await agent.credits()).toEqual({ credits: 25, ledger: 25 });
  });

  it('refuses a purchase the credits cannot pay for, changing nothing', async () => {
    const agent = await buyer(10);
    await createProperties(t.database.db, { zip: agent.zip, count: 30 });
    const res = await agent.buy();
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      error: 'INSUFFICIENT_CREDITS',
      message: 'Insufficient credits: this purchase needs 25 credits and you have 10.',
    });
    expect(await agent.saved()).toEqual([]);
    expect(await agent.credits()).toEqual({ credits: 10, ledger: 10 });
  });

  it('needs an Idempotency-Key, and answers a retried key once, with the same answer', async () => {
    const agent = await buyer(50);
    await createProperties(t.database.db, { zip: agent.zip, count: 60 });
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/leads/bulk-purchase',
      payload: agent.search(),
      headers: { cookie: agent.cookie },
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'Idempotency-Key' });
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => agent.buy({ key })));
    const bodies = answers.map((res) => res.json());
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(bodies[0]).toMatchObject({ leadsCount: 25, credits: 25 });
    expect(await agent.saved()).toHaveLength(25);
    expect(await agent.credits()).toEqual({ credits: 25, ledger: 25 });
  });

  it('lets exactly 2 of 20 parallel purchases through against 50 credits', async () => {
    const agent = await buyer(50);
    await createProperties(t.database.db, { zip: agent.zip, count: 600 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => agent.buy()));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([...Array(2).fill(200), ...Array(18).fill(402)]);
    expect(await agent.saved()).toHaveLength(50);
    expect(await agent.credits()).toEqual({ credits: 0, ledger: 0 });
  });

  it('sells lead packages from the agent’s criteria at the server’s price', async () => {
    const agent = await buyer(100);
    await createProperties(t.database.db, { zip: agent.zip, count: 20 });
    const res = await agent.buyPackage({ packageSize: 50, creditsRequired: 1 });
    expect(res.statusCode).toBe(200);
    // 50 for 100 credits is 2 a lead: 20 delivered, 40 charged.
    expect(res.json()).toMatchObject({
      status: 'partial',
      leadsCount: 20,
      remainingNeeded: 30,
      creditsSpent: 40,
      credits: 60,
    });
    const [spent] = (await agent.call('GET', '/api/credits/:id/transactions')).json();
    expect(spent).toMatchObject({ amount: 40, description: 'Lead package: 20 of 50 leads' });
    expect((await agent.buyPackage({ packageSize: 30 })).statusCode).toBe(400);
    // The 50's Get Remaining is the 50's own: the 25 button cannot continue it.
    const other = await agent.buyPackage({ packageSize: 25, continueSession: true });
    expect(other.statusCode).toBe(409);
    await createProperties(t.database.db, { zip: agent.zip, count: 5 });
    const rest = await agent.buyPackage({ packageSize: 50, continueSession: true });
    expect(rest.json()).toMatchObject({ leadsCount: 5, totalDelivered: 25, creditsSpent: 10 });
  });

  it('refuses a package without criteria', async () => {
    const agent = await buyer(100);
    await t.database.pool.query('delete from criteria where agent_id = $1', [agent.id]);
    const res = await agent.buyPackage({ packageSize: 25 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('CRITERIA_NOT_SET');
  });
});
