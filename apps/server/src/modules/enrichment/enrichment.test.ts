import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  createAgent,
  createProperties,
  createSavedLeads,
  sessionCookie,
} from '../../../test/factories';
import { ENRICHMENTS_PER_DAY } from './enrichment.service';
import { startFakeBatchData } from './fake-batchdata';

describe('enrichment (Enhance Skip Trace)', () => {
  let t: TestApp;
  let vendor: Awaited<ReturnType<typeof startFakeBatchData>>;
  let agent: { id: string; cookie: string };
  let saved: Array<{ id: string; swipeActionId: string | null }>;
  let streets: string[];
  beforeAll(async () => {
    vendor = await startFakeBatchData();
    t = await buildTestApp({ BATCHDATA_KEY: 'test-batchdata-key', BATCHDATA_URL: vendor.url });
    t.clock.freeze(new Date('2026-11-06T15:00:00Z'));
    const row = await createAgent(t.database.db);
    agent = { id: row.id, cookie: await sessionCookie(t.database.db, row.id) };
    const properties = await createProperties(t.database.db, { zip: '00910', count: 8 });
    saved = await createSavedLeads(
      t.database.db,
      agent.id,
      properties.map((p) => p.id),
    );
    streets = properties.map((_, n) => `${100 + n} Fixture St`);
  });
  afterAll(async () => {
    await t.close();
    await vendor.close();
  });

  const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: agent.cookie } });
  const leadId = (n: number) => saved[n]?.id ?? '';
  const enrich = (n: number) =>
    call('POST', `/api/leads/${leadId(n)}/enrich`, { agentId: agent.id });
  const savedLead = async (n: number) => {
    const res = await t.app.inject({
      url: `/api/saved/${agent.id}`,
      headers: { cookie: agent.cookie },
    });
    return res.json().find((lead: { id: string }) => lead.id === leadId(n));
  };

  it('sets a contact status and resets it to none', async () => {
    const url = `/api/leads/${leadId(0)}/contact-status`;
    const contacted = await call('PATCH', url, { agentId: agent.id, contactStatus: 'contacted' });
    expect(contacted.json()).toMatchObject({ id: leadId(0), contactStatus: 'contacted' });
    expect((await savedLead(0)).contactStatus).toBe('contacted');
    const none = await call('PATCH', url, { agentId: agent.id, contactStatus: 'none' });
    expect(none.json().contactStatus).toBe('none');
    const bad = await call('PATCH', url, { agentId: agent.id, contactStatus: 'called' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'contactStatus' });
  });

  it('passes a contact once, even when the same and another pass arrive together', async () => {
    const url = `/api/leads/${leadId(1)}/pass-contact`;
    const answers = await Promise.all([
      call('POST', url, { contactId: 'p1' }),
      call('POST', url, { contactId: 'p1' }),
      call('POST', url, { contactId: 'e1' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const lead = await savedLead(1);
    expect(lead.passedContacts.sort()).toEqual(['e1', 'p1']);
    expect(lead.phoneNumbers).toEqual([]);
    expect(lead.emails).toEqual([]);
    const unknown = await call('POST', url, { contactId: 'nobody' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'CONTACT_NOT_FOUND', field: 'contactId' });
  });

  it('saves a custom contact by swipe action: trimmed, empty as null, validated', async () => {
    const url = `/api/swipe-actions/${saved[2]?.swipeActionId}/contact`;
    const ok = await call('PATCH', url, {
      agentId: agent.id,
      customEmail: '  me@agent.example  ',
      customPhone: '(305) 555-0199',
    });
    expect(ok.json()).toMatchObject({ customEmail: 'me@agent.example', customPhone: '3055550199' });
    const emailOnly = await call('PATCH', url, {
      agentId: agent.id,
      customEmail: 'a@b.co',
      customPhone: '  ',
    });
    expect(emailOnly.json()).toMatchObject({ customEmail: 'a@b.co', customPhone: null });
    const none = await call('PATCH', url, { agentId: agent.id, customEmail: ' ', customPhone: '' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('Please enter at least an email or phone number');
    const badEmail = await call('PATCH', url, {
      agentId: agent.id,
      customEmail: 'nope',
      customPhone: null,
    });
    expect(badEmail.json()).toMatchObject({ field: 'customEmail' });
    expect(badEmail.json().message).toContain('Please enter a valid email address');
    expect((await savedLead(2)).customEmail).toBe('a@b.co');
  });

  it('enriches once: new contacts only, then "already available" without asking again', async () => {
    vendor.people.set(streets[3] ?? '', {
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
    vendor.people.set(streets[4] ?? '', { phones: [{ number: '3055550144' }] });
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

  it('answers 404 when nothing new is found, and does not ask again', async () => {
    const before = vendor.state.calls;
    const none = await enrich(5);
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe('NO_CONTACTS_FOUND');
    expect((await enrich(5)).statusCode).toBe(404);
    expect(vendor.state.calls - before).toBe(1);
  });

  it('gives the claim back when the provider fails, so the agent can try again', async () => {
    vendor.state.failWith = 500;
    const failed = await enrich(6);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toBe('SKIP_TRACE_UNAVAILABLE');
    expect(failed.body).not.toContain('test-batchdata-key');
    expect((await savedLead(6)).skipSherpaEnriched).toBe(false);
    vendor.state.failWith = 0;
    vendor.people.set(streets[6] ?? '', { emails: ['again@example.net'] });
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
