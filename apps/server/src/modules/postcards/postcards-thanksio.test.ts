import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { startFakeThanksIo } from '../../../test/fakes/thanksio';
import { agentWithSavedLeads } from '../../../test/saved-lead-agent';
import { fulfilPostcard } from './postcard-mailing.service';

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeThanksIo>>;
let agent: Awaited<ReturnType<typeof agentWithSavedLeads>>;
beforeAll(async () => {
  // thanks.io fetches each front from the app's public address, without a session.
  fake = await startFakeThanksIo({
    fetchImage: async (url) => {
      const res = await t.app.inject({ url: new URL(url).pathname });
      if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}`);
      return res.rawPayload;
    },
  });
  t = await buildTestApp({ THANKSIO_TOKEN: 'tio_test_token', THANKSIO_URL: fake.url });
  t.clock.freeze(new Date('2026-11-02T15:00:00Z'));
  agent = await agentWithSavedLeads(t, { zip: '00980', count: 7 });
  expect((await mailerSettings(RETURN_PARTS)).statusCode).toBe(200);
});

const RETURN_PARTS = { street: '1200 Brickell Ave', city: 'Miami', state: 'FL', zip: '33131' };

const mailerSettings = (returnAddressParts: object | null, returnAddress?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/agents/${agent.agent.id}/mailer-settings`,
    headers: { cookie: agent.agent.cookie },
    payload: { returnAddressParts, returnAddress, brokerageName: 'Sunrise Realty' },
  });
afterAll(async () => {
  await t.close();
  await fake.close();
});

const send = (n: number) =>
  agent.call('POST', '/api/postcards/send', {
    leadId: agent.leadId(n),
    message: 'Hi Pat, would you consider an offer?',
    frontImageUrl: `/api/postcards/front/${agent.leadId(n)}`,
  });
const get = (url: string) => t.app.inject({ url, headers: { cookie: agent.agent.cookie } });

/** The order's answer once its job has finished: mailed, or failed. */
async function settled(orderId: string) {
  for (let tries = 0; tries < 100; tries++) {
    const { rows } = await t.database.pool.query(
      "select 1 from postcard_orders where id = $1 and status in ('mailed', 'failed')",
      [orderId],
    );
    if (rows.length > 0) return get(`/api/postcards/order/${orderId}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the postcard job did not finish');
}

it('tells the browser that postcards are mailed here', async () => {
  expect((await t.app.inject('/api/config')).json().postcards).toEqual({ mailing: true });
});

it('mails the rendered card through thanks.io once, as its API document asks', async () => {
  const { orderId } = (await send(0)).json();
  const order = await settled(orderId);
  expect(order.statusCode).toBe(200);
  expect(fake.refusals).toEqual([]);
  expect(fake.sends).toHaveLength(1);
  const [sent] = fake.sends;
  const recipients = sent?.body.recipients as { custom1: string }[] | undefined;
  expect(recipients?.[0]?.custom1).toBe(orderId);
  expect(sent?.body).toMatchObject({
    handwriting_style: 1,
    return_name: expect.stringContaining('Sunrise Realty'),
    return_address: '1200 Brickell Ave',
    return_city: 'Miami',
    return_state: 'FL',
    return_postal_code: '33131',
  });
  const frontUrl = String(sent?.body.front_image_url);
  expect(frontUrl).toMatch(/\/api\/postcards\/print\/[A-Za-z0-9_-]{32}$/);
  // thanks.io fetches the front without a session: a PNG of exactly 1875×1275.
  const front = await t.app.inject({ url: new URL(frontUrl).pathname });
  expect(front.statusCode).toBe(200);
  expect(front.headers['content-type']).toBe('image/png');
  const png = front.rawPayload;
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({
    width: 1875,
    height: 1275,
  });
  // The cost is thanks.io's authorization_total, in cents (58 for one 4x6 card in the fake).
  const [row] = (
    await t.database.pool.query(
      'select status, provider_order_id, cost_cents from postcard_orders where id = $1',
      [orderId],
    )
  ).rows;
  expect(row).toEqual({ status: 'mailed', provider_order_id: '7001', cost_cents: 58 });

  // The job running again (a retry) sends nothing more.
  const deps = {
    db: t.database.db,
    service: t.app.postcards,
    publicUrl: '',
    now: () => new Date(),
  };
  await fulfilPostcard(deps, { orderId });
  expect(fake.sends).toHaveLength(1);
});

it('fails the order with a 502 and unmarks the lead when thanks.io refuses the card', async () => {
  fake.answerNext(422, { message: 'The given data was invalid.' });
  const { orderId } = (await send(1)).json();
  const order = await settled(orderId);
  expect(order.statusCode).toBe(502);
  expect(order.json()).toMatchObject({
    error: 'POSTCARD_SERVICE_FAILED',
    message:
      'The postcard service could not take this card, and nothing was charged. Please try again later.',
  });
  expect(await agent.savedLead(1)).toMatchObject({ postcardSent: false });
});

/** Waits until the order's job has moved it to `state`. */
async function reaches(orderId: string, state: string) {
  const status = async () =>
    (await t.database.pool.query('select status from postcard_orders where id = $1', [orderId]))
      .rows[0]?.status;
  await expect.poll(status, { timeout: 20_000 }).toBe(state);
}

/** The job run again, as pg-boss retries it. */
const retry = (orderId: string) =>
  fulfilPostcard(
    {
      db: t.database.db,
      service: t.app.postcards,
      publicUrl: t.app.config.publicUrl,
      now: () => new Date(),
    },
    { orderId },
  );

it('checks a card whose answer never came, and records it as mailed without sending it again', async () => {
  const before = { taken: fake.taken.length, sends: fake.sends.length };
  fake.takeNextWithoutAnswer();
  const { orderId } = (await send(5)).json();
  await expect.poll(() => fake.taken.length, { timeout: 20_000 }).toBe(before.taken + 1);
  fake.cutUnanswered();
  await reaches(orderId, 'checking');
  // The agent is told the card is being checked, never that nothing was charged.
  const checking = await get(`/api/postcards/order/${orderId}`);
  expect(checking.statusCode).toBe(200);
  expect(checking.json()).toMatchObject({ status: 'checking' });
  expect(await agent.savedLead(5)).toMatchObject({ postcardSent: true });

  await retry(orderId);
  expect((await get(`/api/postcards/order/${orderId}`)).json()).toMatchObject({ status: 'mailed' });
  expect(fake.taken.length).toBe(before.taken + 1);
  expect(fake.sends.length).toBe(before.sends + 1);
  const [row] = (
    await t.database.pool.query(
      'select provider_order_id, cost_cents from postcard_orders where id = $1',
      [orderId],
    )
  ).rows;
  expect(row).toEqual({ provider_order_id: String(fake.taken.at(-1)?.id), cost_cents: 58 });
});

it('checks a card thanks.io answered 500 without taking, then sends it once', async () => {
  const before = { taken: fake.taken.length, sends: fake.sends.length };
  fake.answerNext(500, { message: 'Server Error' });
  const { orderId } = (await send(6)).json();
  await reaches(orderId, 'checking');
  expect((await get(`/api/postcards/order/${orderId}`)).json()).toMatchObject({
    status: 'checking',
  });
  expect(fake.taken.length).toBe(before.taken);

  await retry(orderId);
  await retry(orderId);
  expect((await get(`/api/postcards/order/${orderId}`)).json()).toMatchObject({ status: 'mailed' });
  expect(fake.taken.length).toBe(before.taken + 1);
  expect(fake.sends.length).toBe(before.sends + 2);
});

it('looks up a card an interruption left sending, and never sends it again', async () => {
  const { orderId } = (await send(2)).json();
  await settled(orderId);
  const before = fake.sends.length;
  await t.database.pool.query("update postcard_orders set status = 'sending' where id = $1", [
    orderId,
  ]);
  await retry(orderId);
  expect(fake.sends.length).toBe(before);
  const res = await get(`/api/postcards/order/${orderId}`);
  expect(res.json()).toMatchObject({ status: 'mailed' });
});

it('asks an agent with only a one-line return address to complete Mailer Settings first', async () => {
  expect((await mailerSettings(null, '1200 Brickell Ave, Miami, FL 33131')).statusCode).toBe(200);
  const before = fake.sends.length;
  const refused = await send(3);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({
    error: 'RETURN_ADDRESS_REQUIRED',
    message:
      'Add your return address (street, city, state and ZIP) in Mailer Settings on your Profile before mailing a postcard.',
  });
  expect(await agent.savedLead(3)).toMatchObject({ postcardSent: false });
  expect(fake.sends.length).toBe(before);
  expect((await mailerSettings(RETURN_PARTS)).statusCode).toBe(200);
});

it('mails nothing when the return address was taken out after the card was sent', async () => {
  const [order] = (
    await t.database.pool.query(
      `insert into postcard_orders (agent_id, lead_id, message, front_image_url, provider, status,
         print_token, created_at)
       values ($1, $2, 'Hello', '/x', 'thanksio', 'rendered', $3, now()) returning id`,
      [agent.agent.id, agent.leadId(4), 'r'.repeat(32)],
    )
  ).rows;
  expect((await mailerSettings(null)).statusCode).toBe(200);
  const before = fake.sends.length;
  const deps = {
    db: t.database.db,
    service: t.app.postcards,
    publicUrl: '',
    now: () => new Date(),
  };
  await fulfilPostcard(deps, { orderId: order.id });
  expect(fake.sends.length).toBe(before);
  const res = await get(`/api/postcards/order/${order.id}`);
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toContain('in Mailer Settings');
  expect((await mailerSettings(RETURN_PARTS)).statusCode).toBe(200);
});

// Last: the fixture owners share one phone, so this stop covers every lead of the agent.
it('mails nothing to an owner who asked to stop after the card was rendered', async () => {
  const [order] = (
    await t.database.pool.query(
      `insert into postcard_orders (agent_id, lead_id, message, front_image_url, provider, status,
         print_token, created_at)
       values ($1, $2, 'Hello', '/x', 'thanksio', 'rendered', $3, now()) returning id`,
      [agent.agent.id, agent.leadId(3), 'p'.repeat(32)],
    )
  ).rows;
  const stop = await agent.call('POST', '/api/opt-outs', {
    agentId: agent.agent.id,
    leadId: agent.leadId(3),
    contactId: 'p1',
  });
  expect(stop.statusCode).toBeLessThan(300);
  const before = fake.sends.length;
  const deps = {
    db: t.database.db,
    service: t.app.postcards,
    publicUrl: '',
    now: () => new Date(),
  };
  await fulfilPostcard(deps, { orderId: order.id });
  expect(fake.sends.length).toBe(before);
  const res = await get(`/api/postcards/order/${order.id}`);
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe(
    'This owner asked you to stop contacting them, so no postcard is sent.',
  );
});
