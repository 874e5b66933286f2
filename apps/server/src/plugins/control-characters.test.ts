import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { billingApp } from '../../test/billing-app';
import { grantCredits, spendHeaders } from '../../test/credits';
import { createAgent, sessionCookie, signupForm } from '../../test/factories';

/** JSON's escape of a lone high surrogate: parsed, half of a pair with no other half. */
const LONE = '\\ud800';

/** A JSON body with `raw` put in for the "<raw>" placeholder, escapes and all. */
const withRaw = (body: object, raw: string) =>
  JSON.stringify(body).replaceAll('<raw>', raw.replaceAll('"', '\\"'));

const refused = (field: string) => ({
  error: 'VALIDATION_ERROR',
  field,
  message: `${field} must be valid Unicode text`,
});

describe('a lone surrogate in a request', () => {
  const the = billingApp();

  const post = (
    url: string,
    payload: string,
    { headers = {}, ip = '10.9.0.1' }: { headers?: Record<string, string>; ip?: string } = {},
  ) =>
    the.t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', ...headers },
      remoteAddress: ip,
    });
  const signedIn = async () => {
    const agent = await createAgent(the.t.database.db);
    return { id: agent.id, cookie: await sessionCookie(the.t.database.db, agent.id) };
  };

  it('is refused on the Support form before its hourly points are spent', async () => {
    const ip = '10.9.1.1';
    const email = `dana-${randomUUID()}@example.test`;
    const message = (text: string, from = email) => ({
      name: 'Dana Whitfield',
      email: from,
      subject: 'Leads missing today',
      category: 'leads',
      priority: 'high',
      message: text,
    });
    for (let n = 0; n < 5; n++) {
      const bad = await post(
        '/api/support/contact',
        withRaw(message('My leads are missing <raw>'), LONE),
        { ip },
      );
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json()).toMatchObject(refused('message'));
    }
    // 5 an hour per IP and 3 per sender: all still there.
    for (const from of [email, email, email, `x-${email}`, `y-${email}`]) {
      const good = await post(
        '/api/support/contact',
        JSON.stringify(message('My leads are missing', from)),
        { ip },
      );
      expect(good.statusCode, good.body).toBe(201);
    }
  });

  it('is refused in a referral invitation, naming the field', async () => {
    const me = await signedIn();
    const res = await post(
      '/api/send-referral-invite',
      withRaw(
        { referrerId: me.id, referredEmail: 'friend@example.test', referrerName: 'Pat<raw>' },
        LONE,
      ),
      { headers: { cookie: me.cookie } },
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject(refused('referrerName'));
  });

  it('is refused in a bulk purchase’s city, buying nothing', async () => {
    const me = await signedIn();
    await grantCredits(the.t, me.id, 25);
    const res = await post(
      '/api/leads/bulk-purchase',
      withRaw(
        {
          agentId: me.id,
          quicklist: 'high-equity',
          location: { type: 'city', city: 'Mia<raw>mi', state: 'FL' },
        },
        '\\udfff',
      ),
      { headers: spendHeaders(me.cookie) },
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject(refused('location.city'));
  });

  it('is refused before a card setup reaches Stripe or spends a point', async () => {
    const ip = '10.9.2.1';
    for (let n = 0; n < 10; n++) {
      const bad = await post(
        '/api/create-subscription-intent',
        withRaw(signupForm({ name: 'Rosa <raw>Delgado', minValue: 100000, minBedrooms: 2 }), LONE),
        { ip },
      );
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json()).toMatchObject(refused('name'));
    }
    expect(the.stripe.customers.size).toBe(0);
    const good = await post(
      '/api/create-subscription-intent',
      JSON.stringify(signupForm({ minValue: 100000, minBedrooms: 2 })),
      { ip },
    );
    expect(good.statusCode, good.body).toBe(200);
  });

  it('is refused in an object key, naming it', async () => {
    const me = await signedIn();
    const res = await post(
      '/api/send-referral-invite',
      `{"referrerId":"${me.id}","referredEmail":"friend@example.test","referrerName":"Pat","x${LONE}":1}`,
      { headers: { cookie: me.cookie } },
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject(refused('x\ud800'));
  });

  it('is refused as bytes that are not UTF-8, where JSON text would have held U+FFFD', async () => {
    const email = `dana-${randomUUID()}@example.test`;
    const json = (text: string) =>
      `{"name":"José Núñez","email":"${email}","subject":"Leads missing","category":"leads","priority":"high","message":"${text}"}`;
    const [head, tail] = json('<bytes>').split('<bytes>');
    // A surrogate's half as UTF-8 would spell it (CESU-8), and a byte UTF-8 never uses.
    for (const bytes of [[0xed, 0xa0, 0x80], [0xff]]) {
      const payload = Buffer.concat([
        Buffer.from(`${head}Hello there `),
        Buffer.from(bytes),
        Buffer.from(`${tail}`),
      ]);
      const res = await the.t.app.inject({
        method: 'POST',
        url: '/api/support/contact',
        payload,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        remoteAddress: '10.9.3.1',
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject(refused('body'));
    }
    const good = await post('/api/support/contact', json('Hello there 👋, ¿qué tal?'), {
      ip: '10.9.3.1',
    });
    expect(good.statusCode, good.body).toBe(201);
    const { rows } = await the.t.database.pool.query<{ message: string }>(
      'select message from support_messages where email = $1',
      [email],
    );
    expect(rows).toEqual([{ message: 'Hello there 👋, ¿qué tal?' }]);
  });
});
