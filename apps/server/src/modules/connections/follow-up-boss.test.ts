import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { capturedLog } from '../../../test/captured-log';
import { type FakeFollowUpBoss, startFakeFollowUpBoss } from '../../../test/fakes/follow-up-boss';
import { agentWithSavedLeads } from '../../../test/saved-lead-agent';
import { deliverToFollowUpBoss } from './follow-up-boss.jobs';
import { connectFollowUpBoss } from './follow-up-boss-connection.service';
import { followUpBossDeps } from './follow-up-boss-deps';

const API_KEY = 'fub_live_5f1c0ffee0ddba11c0ffee';
const SYSTEM_KEY = 'porchlight-system-key-0001';

let t: TestApp;
let fake: FakeFollowUpBoss;
let agent: Awaited<ReturnType<typeof agentWithSavedLeads>>;
const log = capturedLog();
beforeAll(async () => {
  fake = await startFakeFollowUpBoss({ validKeys: [API_KEY], systemKey: SYSTEM_KEY });
  t = await buildTestApp(
    {
      CONNECTIONS_KEY: `${'k'.repeat(16)}connections-key-for-tests`,
      FOLLOW_UP_BOSS_URL: fake.url,
      FOLLOW_UP_BOSS_TEST_CA: fake.ca,
      FOLLOW_UP_BOSS_SYSTEM_KEY: SYSTEM_KEY,
    },
    log.logger,
  );
  agent = await agentWithSavedLeads(t, {
    zip: '00981',
    count: 8,
    overrides: {
      phones: [
        { id: 'p1', number: '3055550100', dnc: false, source: 'sample', personName: 'Pat' },
        {
          id: 'p2',
          number: '3055550199',
          dnc: true,
          dncReason: 'litigator',
          source: 'sample',
          personName: 'Pat',
        },
      ],
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const url = () => `/api/connections/follow-up-boss/${agent.agent.id}`;
const request = (
  method: 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'POST',
  path: string,
  body?: object,
) => t.app.inject({ method, url: path, payload: body, headers: { cookie: agent.agent.cookie } });
const connect = (apiKey: string, autoSendOnContacted = false) =>
  request('PUT', url(), { apiKey, autoSendOnContacted });
const send = (n: number) => request('POST', `/api/leads/${agent.leadId(n)}/follow-up-boss`);

/** The lead's delivery once its job has settled it (sent, ignored or failed). */
async function settled(n: number) {
  for (let tries = 0; tries < 300; tries++) {
    const res = await request('GET', `/api/leads/${agent.leadId(n)}/follow-up-boss`);
    if (['sent', 'ignored', 'failed'].includes(res.json().status)) return res.json();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the Follow Up Boss job did not settle');
}
const eventsFor = (n: number) =>
  fake.events.filter((event) => {
    const property = event.body.property as { street: string };
    return property.street.startsWith(agent.street(n));
  });

it('refuses to keep a key on a server without CONNECTIONS_KEY, before any call', async () => {
  const refusal = connectFollowUpBoss(
    { db: t.database.db, now: () => new Date(), seal: null, api: null },
    agent.agent.id,
    { apiKey: API_KEY, autoSendOnContacted: false },
  );
  await expect(refusal).rejects.toMatchObject({ code: 'CONNECTIONS_NOT_CONFIGURED' });
});

it('checks a pasted key with one call and refuses one Follow Up Boss refuses', async () => {
  const res = await connect('fub_wrong_key_000000');
  expect(res.statusCode).toBe(422);
  expect(res.json().error).toBe('FOLLOW_UP_BOSS_KEY_REFUSED');
  expect((await request('GET', url())).json().connected).toBe(false);
});

it('keeps the key sealed and answers only its last four characters', async () => {
  const res = await connect(API_KEY);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ connected: true, keyLast4: 'ffee', broken: false });
  expect(res.body).not.toContain(API_KEY);
  const { rows } = await t.database.pool.query(
    'select sealed_key from follow_up_boss_connections where agent_id = $1',
    [agent.agent.id],
  );
  expect(rows[0].sealed_key.includes(Buffer.from(API_KEY))).toBe(false);
});

it('delivers a lead once under 20 parallel taps, as a Seller Inquiry with DNC tags', async () => {
  const taps = await Promise.all(Array.from({ length: 20 }, () => send(0)));
  expect(taps.map((tap) => tap.statusCode)).toEqual(Array(20).fill(200));
  const delivery = await settled(0);
  expect(delivery.status).toBe('sent');
  expect(delivery.sentAt).not.toBeNull();
  expect(eventsFor(0)).toHaveLength(1);
  const [event] = eventsFor(0);
  expect(event?.system).toBe('Porchlight');
  expect(event?.body).toMatchObject({
    type: 'Seller Inquiry',
    source: 'Porchlight',
    property: { city: expect.any(String), code: '00981' },
  });
  const person = event?.body.person as { phones: { value: string }[]; tags: string[] };
  expect(person.phones.map((phone) => phone.value)).toEqual(['3055550100', '3055550199']);
  expect(person.tags).toContain('DNC · Litigator 3055550199');
  expect(person.tags.join(' ')).not.toContain('3055550100');
  // A tap after it was sent answers the delivery; nothing is sent again.
  expect((await send(0)).json().status).toBe('sent');
  expect(eventsFor(0)).toHaveLength(1);
});

it("retries after a 429, waiting the answer's Retry-After", async () => {
  fake.limitNext(1, 1);
  await send(1);
  expect((await settled(1)).status).toBe('sent');
  expect(fake.refusals.filter((refusal) => refusal.status === 429)).toHaveLength(1);
  expect(eventsFor(1)).toHaveLength(1);
});

it('shows a 204 as ignored by the lead flow', async () => {
  fake.archiveSource('Porchlight');
  await send(2);
  expect((await settled(2)).status).toBe('ignored');
  fake.archiveSource(null);
});

it('sends a lead marked Contacted by itself when the agent asked for it', async () => {
  const on = await request('PATCH', url(), { autoSendOnContacted: true });
  expect(on.json().autoSendOnContacted).toBe(true);
  const mark = await agent.call('PATCH', `/api/leads/${agent.leadId(3)}/contact-status`, {
    agentId: agent.agent.id,
    contactStatus: 'contacted',
  });
  expect(mark.statusCode).toBe(200);
  expect((await settled(3)).status).toBe('sent');
  expect(eventsFor(3)).toHaveLength(1);
});

it('sends again a delivery whose run died during its call, once', async () => {
  await t.database.pool.query(
    `insert into follow_up_boss_deliveries (agent_id, lead_id, status, attempts, created_at)
     values ($1, $2, 'sending', 1, now())`,
    [agent.agent.id, agent.leadId(7)],
  );
  const job = { agentId: agent.agent.id, leadId: agent.leadId(7) };
  await deliverToFollowUpBoss(followUpBossDeps(t.app), job);
  await deliverToFollowUpBoss(followUpBossDeps(t.app), job);
  expect((await settled(7)).status).toBe('sent');
  expect(eventsFor(7)).toHaveLength(1);
});

it('marks the connection broken when Follow Up Boss refuses the key on a send', async () => {
  fake.validKeys.delete(API_KEY);
  await send(4);
  expect((await settled(4)).status).toBe('failed');
  expect((await request('GET', url())).json().broken).toBe(true);
  const refused = await send(5);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().error).toBe('FOLLOW_UP_BOSS_KEY_BROKEN');
  fake.validKeys.add(API_KEY);
  expect((await connect(API_KEY)).json().broken).toBe(false);
});

it('forgets the key when the agent removes it', async () => {
  const res = await request('DELETE', url());
  expect(res.json()).toMatchObject({ connected: false, keyLast4: null });
  expect((await send(6)).json().error).toBe('FOLLOW_UP_BOSS_NOT_CONNECTED');
});

it('never writes the key, nor its Basic header, to a log line', () => {
  const basic = Buffer.from(`${API_KEY}:`).toString('base64');
  expect(fake.seenAuthorizations).toContain(`Basic ${basic}`);
  expect(log.text()).not.toContain(API_KEY);
  expect(log.text()).not.toContain(basic);
});
