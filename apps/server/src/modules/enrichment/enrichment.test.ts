import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  createAgent,
  createProperties,
  createSavedLeads,
  sessionCookie,
} from '../../../test/factories';
import { startFakeBatchData } from '../../../test/fakes/batchdata';
import { agentWithSavedLeads } from '../../../test/saved-lead-agent';
import { leads } from '../../db/schema';
import { createBatchDataSkipTrace } from '../../providers/skip-trace/batchdata';
import { enrichLead } from './enrichment.service';
import { ENRICHMENTS_PER_DAY } from './enrichment-claim';

describe('enrichment (Enhance Skip Trace)', () => {
  let t: TestApp;
  let vendor: Awaited<ReturnType<typeof startFakeBatchData>>;
  let the: Awaited<ReturnType<typeof agentWithSavedLeads>>;
  beforeAll(async () => {
    vendor = await startFakeBatchData();
    t = await buildTestApp({ BATCHDATA_KEY: 'test-batchdata-key', BATCHDATA_URL: vendor.url });
    t.clock.freeze(new Date('2026-11-06T15:00:00Z'));
    the = await agentWithSavedLeads(t, { zip: '00910', count: 15 });
  });
  afterAll(async () => {
    await t.close();
    await vendor.close();
  });

  const enrich = (n: number) =>
    the.call('POST', `/api/leads/${the.leadId(n)}/enrich`, { agentId: the.agent.id });
  const savedLead = (n: number) => the.savedLead(n);

  it('enriches once: new contacts only, then "already available" without asking again', async () => {
    vendor.people.set(the.street(3), {
      phones: [{ number: '3055550100' }, { number: '305-555-0177', dnc: true }],
      emails: ['pat.owner@example.net', 'OWNER@example.test'],
    });
    const before = vendor.state.calls;
    const first = await enrich(3);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      alreadyEnriched: false,
      stats: { phonesFound: 2, phonesAdded: 1, emailsFound: 2, emailsAdded: 1 },
      enhancedData: {
        phones: [{ number: '3055550177', dnc: true }],
        emails: [{ email: 'pat.owner@example.net' }],
      },
    });
    expect(first.json().lead.skipSherpaEnriched).toBe(true);
    expect(first.json().lead.phoneNumbers).toHaveLength(2);
    const again = await enrich(3);
    expect(again.json()).toMatchObject({ alreadyEnriched: true, stats: { phonesAdded: 0 } });
    expect(vendor.state.calls - before).toBe(1);
  });

  it('asks the provider once when the same lead is enhanced five times at once', async () => {
    vendor.people.set(the.street(4), { phones: [{ number: '3055550144' }] });
    vendor.state.delayMs = 100;
    const before = vendor.state.calls;
    const answers = await Promise.all(Array.from({ length: 5 }, () => enrich(4)));
    vendor.state.delayMs = 0;
    expect(vendor.state.calls - before).toBe(1);
    const fresh = answers.filter((a) => a.statusCode === 200 && !a.json().alreadyEnriched);
    expect(fresh).toHaveLength(1);
    expect(
      (await savedLead(4)).phoneNumbers.filter(
        (p: { number: string }) => p.number === '3055550144',
      ),
    ).toHaveLength(1);
  });

  it('answers every one of 20 parallel Enhances truthfully while the look-up is slow', async () => {
    vendor.state.delayMs = 200;
    // Five rounds: a caller seeing the claim before the contacts are stored shows reliably.
    for (const n of [7, 8, 9, 10, 11]) {
      vendor.people.set(the.street(n), { phones: [{ number: `3055550${200 + n}` }] });
      const before = vendor.state.calls;
      const answers = await Promise.all(Array.from({ length: 20 }, () => enrich(n)));
      expect(vendor.state.calls - before).toBe(1);
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      const bodies = answers.map((a) => a.json());
      expect(bodies.filter((b) => !b.alreadyEnriched)).toHaveLength(1);
      for (const body of bodies) {
        const shown = body.alreadyEnriched ? body.lead.phoneNumbers : body.enhancedData.phones;
        expect(shown.map((p: { number: string }) => p.number)).toContain(`3055550${200 + n}`);
        expect(body.lead.skipSherpaEnriched).toBe(true);
      }
    }
    vendor.state.delayMs = 0;
  });

  it('answers 404 to every parallel Enhance when the slow provider has nothing', async () => {
    vendor.state.delayMs = 200;
    const before = vendor.state.calls;
    const answers = await Promise.all(Array.from({ length: 20 }, () => enrich(12)));
    vendor.state.delayMs = 0;
    expect(vendor.state.calls - before).toBe(1);
    expect(answers.map((a) => a.json().error)).toEqual(answers.map(() => 'NO_CONTACTS_FOUND'));
    expect((await savedLead(12)).skipSherpaEnriched).toBe(true);
  });

  it('answers 502 to every parallel Enhance when the slow look-up fails, and gives the claim back', async () => {
    vendor.state.delayMs = 200;
    vendor.state.failWith = 500;
    vendor.state.maxInFlight = 0;
    const before = vendor.state.calls;
    const answers = await Promise.all(Array.from({ length: 20 }, () => enrich(13)));
    vendor.state.delayMs = 0;
    vendor.state.failWith = 0;
    // One look-up at a time: the Enhances made while it is in flight take its failure. One that
    // reaches the server after the failure gave the claim back (on a busy machine, 20 requests
    // need not all arrive within the look-up's 200 ms) claims anew and asks again, as a retry
    // should: so the vendor is asked at least once, never twice at the same moment.
    expect(vendor.state.calls - before).toBeGreaterThanOrEqual(1);
    expect(vendor.state.maxInFlight).toBe(1);
    expect(answers.map((a) => a.json().error)).toEqual(answers.map(() => 'SKIP_TRACE_UNAVAILABLE'));
    vendor.people.set(the.street(13), { emails: ['retry@example.net'] });
    expect((await enrich(13)).json()).toMatchObject({ alreadyEnriched: false });
  });

  it('claims a lead again when an earlier look-up crashed and its claim ran out', async () => {
    const crashedAt = new Date(t.clock.now().getTime() - 61_000);
    await t.database.db
      .update(leads)
      .set({ enrichmentClaimedAt: crashedAt })
      .where(eq(leads.id, the.leadId(14)));
    vendor.people.set(the.street(14), { emails: ['after.crash@example.net'] });
    const before = vendor.state.calls;
    expect((await enrich(14)).json()).toMatchObject({ alreadyEnriched: false });
    expect(vendor.state.calls - before).toBe(1);
  });

  it('answers 404 when nothing new is found, and does not ask again', async () => {
    const before = vendor.state.calls;
    const none = await enrich(5);
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe('NO_CONTACTS_FOUND');
    expect((await enrich(5)).statusCode).toBe(404);
    expect(vendor.state.calls - before).toBe(1);
  });

  it('keeps the claim when the look-up gets no answer in time, so a tap right after buys nothing', async () => {
    // The vendor may have carried a look-up out (and billed it) though its answer never came.
    const slow = createBatchDataSkipTrace({
      apiKey: 'test-batchdata-key',
      baseUrl: vendor.url,
      timeoutMs: 200,
    });
    const enrichSlowly = () =>
      enrichLead({
        pool: t.database.pool,
        db: t.database.db,
        skipTrace: slow,
        agentId: the.agent.id,
        leadId: the.leadId(1),
        now: t.clock.now(),
      });
    vendor.people.set(the.street(1), { emails: ['late@example.net'] });
    vendor.state.delayMs = 2_000;
    const before = vendor.state.calls;
    await expect(enrichSlowly()).rejects.toMatchObject({
      code: 'SKIP_TRACE_UNAVAILABLE',
      message: 'The skip-trace service did not answer in time. Please try again in a minute.',
    });
    vendor.state.delayMs = 0;
    const [held] = await t.database.db
      .select({ claimedAt: leads.enrichmentClaimedAt })
      .from(leads)
      .where(eq(leads.id, the.leadId(1)));
    expect(held?.claimedAt).toEqual(t.clock.now());
    expect(vendor.state.calls - before).toBe(1);
    // Once the claim has run out, the agent may ask again, and gets the answer.
    t.clock.freeze(new Date(t.clock.now().getTime() + 61_000));
    expect((await enrich(1)).json()).toMatchObject({ alreadyEnriched: false });
    expect(vendor.state.calls - before).toBe(2);
  });

  it('gives the claim back when the provider fails, so the agent can try again', async () => {
    vendor.state.failWith = 500;
    const failed = await enrich(6);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toBe('SKIP_TRACE_UNAVAILABLE');
    expect(failed.body).not.toContain('test-batchdata-key');
    expect((await savedLead(6)).skipSherpaEnriched).toBe(false);
    vendor.state.failWith = 0;
    vendor.people.set(the.street(6), { emails: ['again@example.net'] });
    expect((await enrich(6)).statusCode).toBe(200);
  });
});

describe('the daily skip-trace allowance', () => {
  let t: TestApp;
  let vendor: Awaited<ReturnType<typeof startFakeBatchData>>;
  beforeAll(async () => {
    vendor = await startFakeBatchData();
    t = await buildTestApp({ BATCHDATA_KEY: 'test-batchdata-key', BATCHDATA_URL: vendor.url });
  });
  afterAll(async () => {
    await t.close();
    await vendor.close();
  });

  it(`allows exactly ${ENRICHMENTS_PER_DAY} a day under parallel requests, then again after ET midnight`, async () => {
    t.clock.freeze(new Date('2026-11-06T15:00:00Z'));
    const row = await createAgent(t.database.db);
    const cookie = await sessionCookie(t.database.db, row.id);
    const properties = await createProperties(t.database.db, { zip: '00911', count: 56 });
    const leads = await createSavedLeads(
      t.database.db,
      row.id,
      properties.map((p) => p.id),
    );
    const enrich = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/leads/${id}/enrich`,
        payload: { agentId: row.id },
        headers: { cookie },
      });
    const answers = await Promise.all(leads.slice(0, 55).map((lead) => enrich(lead.id)));
    const limited = answers.filter((a) => a.statusCode === 429);
    expect(limited).toHaveLength(55 - ENRICHMENTS_PER_DAY);
    expect(limited[0]?.json()).toMatchObject({ error: 'ENRICH_LIMIT_REACHED' });
    expect(vendor.state.calls).toBe(ENRICHMENTS_PER_DAY);
    t.clock.freeze(new Date('2026-11-07T05:01:00Z'));
    expect((await enrich(leads[55]?.id ?? '')).statusCode).not.toBe(429);
  });
});
