import { expect, it } from 'vitest';
import { createAgent, sessionCookie } from '../../../test/factories';
import { savedLeadsApp } from '../../../test/saved-leads-app';

/** A PNG's width and height, from its IHDR. */
const pngSize = (body: Buffer) => ({ width: body.readUInt32BE(16), height: body.readUInt32BE(20) });

// Monday 2 November 2026, 10:00 EST.
const app = savedLeadsApp('2026-11-02T15:00:00Z', { zip: '00970', count: 5 });

const send = (n: number, overrides: object = {}) =>
  app.the.call('POST', '/api/postcards/send', {
    leadId: app.the.leadId(n),
    message: 'Hi Pat, would you consider an offer on 100 Fixture St? Call me: (305) 555-0123.',
    frontImageUrl: `/api/postcards/front/${app.the.leadId(n)}`,
    ...overrides,
  });
const get = (url: string) => app.t.app.inject({ url, headers: { cookie: app.the.agent.cookie } });

/** The order's preview address once its job has run; its status code otherwise, after 10 s. */
async function previewOf(orderId: string) {
  for (let tries = 0; tries < 100; tries++) {
    const res = await get(`/api/postcards/order/${orderId}`);
    if (res.statusCode !== 409 || !res.json().message.includes('still being prepared')) return res;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the postcard job did not run');
}

it('renders a sent postcard, marks the lead and counts it, and shows the card to its agent', async () => {
  const sent = await send(0);
  expect(sent.statusCode).toBe(201);
  const { orderId } = sent.json();
  expect(sent.json()).toEqual({ orderId, status: 'queued', mailed: false, failure: null });
  const lead = await app.the.savedLead(0);
  expect(lead).toMatchObject({ postcardSent: true, thanksIoPreviewOrderId: orderId });
  const summary = await get(`/api/activities/summary/${app.the.agent.id}`);
  expect(summary.json().postcardsSent).toBe(1);
  // The follow-up card knows it too: its messages come from the mailer scripts from now on.
  const dashboard = await get(`/api/activities/dashboard/${app.the.agent.id}`);
  const card = dashboard.json().find((item: { lead: { id: string } }) => item.lead.id === lead.id);
  expect(card.lead).toMatchObject({ postcardSent: true, thanksIoPreviewOrderId: orderId });

  const order = await previewOf(orderId);
  expect(order.json()).toEqual({
    preview_url: `/api/postcards/order/${orderId}/preview`,
    status: 'rendered',
  });
  const back = await get(order.json().preview_url);
  expect(back.headers['content-type']).toBe('image/png');
  expect(pngSize(back.rawPayload)).toEqual({ width: 1800, height: 1200 });
  const front = await get(`${order.json().preview_url}?side=front`);
  expect(pngSize(front.rawPayload)).toEqual({ width: 1875, height: 1275 });

  // Another agent sees neither the order nor the card.
  const other = await createAgent(app.t.database.db);
  const cookie = await sessionCookie(app.t.database.db, other.id);
  for (const url of [`/api/postcards/order/${orderId}`, order.json().preview_url]) {
    expect((await app.t.app.inject({ url, headers: { cookie } })).statusCode).toBe(404);
  }
  const theirs = await app.t.app.inject({
    method: 'POST',
    url: '/api/postcards/send',
    headers: { cookie },
    payload: {
      leadId: app.the.leadId(1),
      message: 'Hello',
      frontImageUrl: `/api/postcards/front/${app.the.leadId(1)}`,
    },
  });
  expect(theirs.statusCode).toBe(404);
});

it('refuses a second postcard to the same owner within 30 days, naming the day as people write it', async () => {
  // Wednesday 25 November, 21:30 EST: already Thursday in UTC.
  app.t.clock.freeze(new Date('2026-11-26T02:30:00Z'));
  try {
    expect((await send(1)).statusCode).toBe(201);
    const again = await send(1);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'POSTCARD_TOO_SOON',
      message:
        'A postcard went to this owner on Wednesday, November 25; another can be sent 30 days after it.',
    });
  } finally {
    app.t.clock.freeze(new Date('2026-11-02T15:00:00Z'));
  }
});

it('refuses at once a front image on a private address, storing no order', async () => {
  const sent = await send(3, {
    frontImageUrl: 'http://169.254.169.254/latest/meta-data/photo.png',
  });
  expect(sent.statusCode).toBe(400);
  expect(sent.json()).toMatchObject({
    error: 'VALIDATION_ERROR',
    field: 'frontImageUrl',
    message: 'The image address points to a private or local network, which is not allowed.',
  });
  expect(await app.the.savedLead(3)).toMatchObject({ postcardSent: false });
});

it.each([
  'file:///etc/passwd',
  'data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+',
  'javascript:alert(1)',
  'ftp://images.example.test/front.png',
  '/x',
])('refuses the front image address %s at once with a 400 naming the field', async (url) => {
  const sent = await send(3, { frontImageUrl: url });
  expect(sent.statusCode).toBe(400);
  expect(sent.json()).toMatchObject({
    error: 'VALIDATION_ERROR',
    field: 'frontImageUrl',
    fields: { frontImageUrl: 'The front image must be an http:// or https:// address' },
  });
  expect(await app.the.savedLead(3)).toMatchObject({ postcardSent: false });
});

it('does not count a failed order against sending another', async () => {
  await app.t.database.pool.query(
    `insert into postcard_orders (agent_id, lead_id, message, front_image_url, provider, status,
       failure, failed_by, print_token, created_at)
     values ($1, $2, 'Hello', '/x', 'local', 'failed', 'No.', 'refused', $3, $4)`,
    [app.the.agent.id, app.the.leadId(3), 'f'.repeat(32), app.t.clock.now()],
  );
  expect((await send(3)).statusCode).toBe(201);
});

it("draws a front for a lead at thanks.io's 1875×1275, never a blank box", async () => {
  const front = await get(`/api/postcards/front/${app.the.leadId(4)}`);
  expect(front.headers['content-type']).toBe('image/png');
  expect(pngSize(front.rawPayload)).toEqual({ width: 1875, height: 1275 });
});

it('serves every picture answer, errors too, as nosniff in a sandbox', async () => {
  const [order] = (
    await app.t.database.pool.query(
      'select id, print_token from postcard_orders where agent_id = $1 and back_png is not null limit 1',
      [app.the.agent.id],
    )
  ).rows;
  const answers = [
    await get(`/api/postcards/order/${order.id}/preview`),
    await get(`/api/postcards/order/${order.id}/preview?side=front`),
    await app.t.app.inject({ url: `/api/postcards/print/${order.print_token}` }),
    await get(`/api/postcards/front/${app.the.leadId(4)}`),
    await app.t.app.inject({ url: `/api/postcards/print/${'n'.repeat(32)}` }),
    await get('/api/postcards/order/00000000-0000-4000-8000-000000000000/preview'),
    await app.t.app.inject({ url: `/api/postcards/front/${app.the.leadId(4)}` }),
  ];
  expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 404, 404, 401]);
  for (const res of answers) {
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe('sandbox');
  }
});

it('does not serve a stored front that is not a PNG, JPEG or WebP picture', async () => {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  const [order] = (
    await app.t.database.pool.query(
      `insert into postcard_orders (agent_id, lead_id, message, front_image_url, provider, status,
         front_image, front_type, print_token, created_at)
       values ($1, $2, 'Hello', 'https://x.test/a.svg', 'local', 'rendered', $3, 'image/svg+xml',
         $4, $5) returning id`,
      [app.the.agent.id, app.the.leadId(4), svg, 's'.repeat(32), app.t.clock.now()],
    )
  ).rows;
  const print = await app.t.app.inject({ url: `/api/postcards/print/${'s'.repeat(32)}` });
  expect(print.statusCode).toBe(404);
  expect(print.body).not.toContain('<script>');
  const preview = await get(`/api/postcards/order/${order.id}/preview?side=front`);
  expect(preview.statusCode).toBe(404);
});

// Last: the fixture owners share one phone, so this stop covers every lead of the agent.
it('refuses a postcard to an owner who asked the agent to stop', async () => {
  const stop = await app.the.call('POST', '/api/opt-outs', {
    agentId: app.the.agent.id,
    leadId: app.the.leadId(2),
    contactId: 'p1',
  });
  expect(stop.statusCode).toBeLessThan(300);
  const refused = await send(2);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({
    error: 'OWNER_OPTED_OUT',
    message: 'This owner asked you to stop contacting them, so no postcard is sent.',
  });
});
