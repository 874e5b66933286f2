import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { startWebhookReceiver, testResolver } from '../../../test/fakes/webhook-receiver';
import { agentWithSavedLeads } from '../../../test/saved-lead-agent';

// The webhook to any other CRM (docs/connections.md "Webhooks"), on the real database and job
// queue, against a local HTTPS receiver that verifies the signature as Stripe's docs say.
let t: TestApp;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
type Agent = Awaited<ReturnType<typeof agentWithSavedLeads>>;
let zip = 1000;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await buildTestApp({}, undefined, {
    webhookTransport: { ...receiver.transport, resolve: testResolver },
  });
});
afterAll(async () => {
  await t.close();
  receiver.close();
});
beforeEach(() => {
  receiver.received.length = 0;
});

async function agentWithWebhook(url = receiver.url) {
  const agent = await agentWithSavedLeads(t, { zip: `0${zip++}`, count: 3 });
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/agents/${agent.agent.id}/webhook`,
    headers: { cookie: agent.agent.cookie },
    payload: { url },
  });
  expect(saved.statusCode).toBe(200);
  return { ...agent, secret: saved.json().secret as string };
}
const contacted = (agent: Agent, n = 0) =>
  agent.call('PATCH', `/api/leads/${agent.leadId(n)}/contact-status`, {
    agentId: agent.agent.id,
    contactStatus: 'contacted',
  });
const attempts = async (agent: Agent) =>
  (
    await t.app.inject({
      url: `/api/agents/${agent.agent.id}/webhook`,
      headers: { cookie: agent.agent.cookie },
    })
  ).json().attempts as { outcome: string; statusCode: number | null; error: string | null }[];
/** The retry pg-boss put back for later, made due now (as postcards-give-up.test.ts does). */
const retryNow = async () =>
  (
    await t.database.pool.query(
      `update pgboss.job set start_after = now()
       where name = 'webhook-delivery' and state = 'retry'`,
    )
  ).rowCount;

it('signs each event as Stripe does, with its event id, and the receiver verifies it', async () => {
  const agent = await agentWithWebhook();
  expect(agent.secret).toMatch(/^whsec_[\w-]{43}$/);
  receiver.useSecret(agent.secret);
  expect((await contacted(agent)).statusCode).toBe(200);
  const swiped = await agent.call('POST', '/api/swipe', {
    agentId: agent.agent.id,
    leadId: agent.leadId(1),
    action: 'save',
  });
  expect(swiped.statusCode).toBe(200);
  await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2);
  const bodies = receiver.received.map((r) => JSON.parse(r.body));
  expect(bodies.map((b) => b.type).sort()).toEqual(['lead.contacted', 'lead.saved']);
  const lead = bodies.find((b) => b.type === 'lead.contacted').data.lead;
  expect(lead).toMatchObject({ id: agent.leadId(0), address: agent.street(0) });
  for (const request of receiver.received) {
    expect(request.verified).toBe(true);
    expect(request.headers['porchlight-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(request.headers['porchlight-event-id']).toBe(JSON.parse(request.body).id);
  }
  // Another secret does not verify: the receiver really checks.
  receiver.useSecret('whsec_other');
  await contacted(agent, 2);
  await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(3);
  expect(receiver.received[2]?.verified).toBe(false);
  // The secret is shown once: the settings never answer it again.
  expect(
    (
      await t.app.inject({
        url: `/api/agents/${agent.agent.id}/webhook`,
        headers: { cookie: agent.agent.cookie },
      })
    ).json().secret,
  ).toBeNull();
});

it("sends follow_up.finished when a lead's day 6 is done, and not before", async () => {
  t.clock.set(new Date('2026-11-02T15:00:00Z')); // a Monday, 10:00 in New York
  try {
    const agent = await agentWithWebhook();
    receiver.useSecret(agent.secret);
    const day = async () => {
      const res = await t.app.inject({
        url: `/api/activities/dashboard/${agent.agent.id}`,
        headers: { cookie: agent.agent.cookie },
      });
      const items = res.json() as { lead: { id: string }; activity: { id: string } }[];
      const item = items.find((i) => i.lead.id === agent.leadId(0));
      const base = { agentId: agent.agent.id, leadId: agent.leadId(0) };
      return { ...base, activityId: item?.activity.id ?? '' };
    };
    // Days 1 and 2 pass the lead's one email and one phone; days 3 to 6 have none left: Skip Day.
    for (let n = 1; n <= 6; n++) {
      t.clock.set(new Date(Date.UTC(2026, 10, 1 + n, 15)));
      const res =
        n <= 2
          ? await agent.call('POST', '/api/activities/record', {
              ...(await day()),
              contactId: n === 1 ? 'e1' : 'p1',
              status: 'passed',
            })
          : await agent.call('POST', '/api/activities/complete-day', await day());
      expect(res.json(), `day ${n}`).toEqual({ dayCompleted: true });
    }
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1);
    const queued = await t.database.pool.query(
      `select count(*)::int as n from pgboss.job
       where name = 'webhook-delivery' and data->>'agentId' = $1`,
      [agent.agent.id],
    );
    expect(queued.rows[0].n).toBe(1); // days 1 to 5 queued nothing
    const event = JSON.parse(receiver.received[0]?.body ?? '{}');
    expect(event).toMatchObject({
      type: 'follow_up.finished',
      data: { lead: { id: agent.leadId(0) } },
    });
  } finally {
    t.clock.set(null);
  }
});

it('refuses a private, loopback or link-local address when it is saved', async () => {
  const agent = await agentWithSavedLeads(t, { zip: `0${zip++}`, count: 1 });
  for (const url of [
    'https://127.0.0.1/hook',
    'https://10.1.2.3/hook',
    'https://169.254.169.254/latest',
    'https://[::1]/hook',
    'https://localhost/hook',
    'http://hooks.example.com/hook',
  ]) {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/agents/${agent.agent.id}/webhook`,
      headers: { cookie: agent.agent.cookie },
      payload: { url },
    });
    expect(res.statusCode, url).toBe(400);
    expect(res.json().error).toBe('VALIDATION_ERROR');
    expect(res.json().message).toMatch(/url/);
  }
});

it('refuses at send time a name that now resolves to a private address, and logs it refused', async () => {
  for (const host of [
    'loopback.example.com',
    'private.example.com',
    'metadata.example.com',
    'v6loopback.example.com',
  ]) {
    const agent = await agentWithWebhook(`https://${host}:${receiver.port}/catch`);
    await contacted(agent);
    await expect
      .poll(() => attempts(agent), { timeout: 20_000 })
      .toEqual([
        expect.objectContaining({ outcome: 'refused', error: 'private_address', statusCode: null }),
      ]);
  }
  // A literal private address stored before the rule (or by hand) is refused at send time too.
  const agent = await agentWithWebhook();
  await t.database.pool.query('update webhook_endpoints set url = $1 where agent_id = $2', [
    `https://127.0.0.1:${receiver.port}/catch`,
    agent.agent.id,
  ]);
  await contacted(agent);
  await expect
    .poll(() => attempts(agent), { timeout: 20_000 })
    .toEqual([expect.objectContaining({ outcome: 'refused', error: 'private_address' })]);
  expect(receiver.received).toEqual([]);
});

it('retries a 500 with backoff and delivers once on the 200 that follows', async () => {
  const agent = await agentWithWebhook();
  receiver.useSecret(agent.secret);
  receiver.answer(500);
  await contacted(agent);
  await expect
    .poll(() => attempts(agent), { timeout: 20_000 })
    .toEqual([expect.objectContaining({ outcome: 'retrying', statusCode: 500 })]);
  await expect.poll(retryNow, { timeout: 20_000 }).toBe(1);
  await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(2);
  await expect
    .poll(() => attempts(agent), { timeout: 20_000 })
    .toEqual([
      expect.objectContaining({ outcome: 'delivered', statusCode: 200 }),
      expect.objectContaining({ outcome: 'retrying', statusCode: 500 }),
    ]);
  const [first, second] = receiver.received;
  expect(second?.headers['porchlight-event-id']).toBe(first?.headers['porchlight-event-id']);
  expect(second?.verified).toBe(true);
});

it('gives up a retriable failure once the event is 24 hours old; another 4xx is final', async () => {
  const agent = await agentWithWebhook();
  receiver.answer(404);
  await contacted(agent);
  await expect
    .poll(() => attempts(agent), { timeout: 20_000 })
    .toEqual([expect.objectContaining({ outcome: 'failed', statusCode: 404 })]);
  receiver.answer(503, 503);
  await contacted(agent, 1);
  await expect.poll(async () => (await attempts(agent)).length, { timeout: 20_000 }).toBe(2);
  t.clock.set(new Date(Date.now() + 24 * 3_600_000));
  try {
    await expect.poll(retryNow, { timeout: 20_000 }).toBe(1);
    await expect
      .poll(async () => (await attempts(agent))[0], { timeout: 30_000 })
      .toEqual(expect.objectContaining({ outcome: 'failed', statusCode: 503 }));
  } finally {
    t.clock.set(null);
  }
});

it("one agent's receiver that never answers does not hold up another agent's delivery", async () => {
  const slow = await agentWithWebhook();
  const quick = await agentWithWebhook();
  receiver.answer('hang');
  await contacted(slow);
  await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1);
  await contacted(quick);
  await expect
    .poll(() => attempts(quick), { timeout: 20_000 })
    .toEqual([expect.objectContaining({ outcome: 'delivered' })]);
  expect(await attempts(slow)).toEqual([]); // still waiting on its receiver
});

it('keeps the last 50 attempts of an agent', async () => {
  const agent = await agentWithWebhook();
  const at = new Date('2026-11-01T12:00:00Z').getTime();
  await t.database.pool.query(
    `insert into webhook_attempts (agent_id, event_id, event_type, attempted_at, outcome, status_code)
     select $1, 'evt_old' || n, 'lead.saved', $2::timestamptz + n * interval '1 second', 'delivered', 200
     from generate_series(1, 50) n`,
    [agent.agent.id, new Date(at)],
  );
  await contacted(agent);
  await expect.poll(async () => (await attempts(agent)).length, { timeout: 20_000 }).toBe(50);
  const count = await t.database.pool.query(
    'select count(*)::int as n, min(event_id) as oldest from webhook_attempts where agent_id = $1',
    [agent.agent.id],
  );
  expect(count.rows[0].n).toBe(50);
  expect((await attempts(agent))[0]).toEqual(expect.objectContaining({ outcome: 'delivered' }));
});

it('documents each event and its body in the OpenAPI document', async () => {
  const spec = (await t.app.inject('/api/docs/json')).json();
  expect(spec.openapi).toBe('3.1.0');
  expect(Object.keys(spec.webhooks)).toEqual([
    'lead.saved',
    'lead.contacted',
    'follow_up.finished',
  ]);
  const post = spec.webhooks['lead.saved'].post;
  expect(post.parameters.map((p: { name: string }) => p.name)).toEqual([
    'Porchlight-Signature',
    'Porchlight-Event-Id',
  ]);
  const body = post.requestBody.content['application/json'].schema;
  expect(Object.keys(body.properties)).toEqual(['id', 'type', 'createdAt', 'data']);
  expect(body.properties.type.enum).toEqual(['lead.saved', 'lead.contacted', 'follow_up.finished']);
});
