import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createAgent, createProperties, sessionCookie, setCriteria } from '../../../test/factories';
import { STRIPE_TEST_KEYS, signedEvent, startFakeStripe } from '../../../test/fakes/stripe';
import { subscriptions } from '../../db/schema';

type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

describe('Upgrade to Premium and Manage Billing', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await buildTestApp({ ...STRIPE_TEST_KEYS, STRIPE_API_URL: stripe.url });
    // Monday 2 Nov 2026, 10:00 EST.
    t.clock.freeze(new Date('2026-11-02T15:00:00Z'));
    await createProperties(t.database.db, { zip: '00930', count: 40 });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  /** An agent on the Pro plan, billed by a Stripe subscription, with criteria. */
  async function proAgent() {
    n += 1;
    const subscriptionId = `sub_plan_${n}`;
    const row = await createAgent(
      t.database.db,
      {},
      { stripeCustomerId: `cus_plan_${n}`, stripeSubscriptionId: subscriptionId },
    );
    await setCriteria(t.database.db, row.id, { targetAreas: ['00930'] });
    stripe.put(subscriptionId, { customer: `cus_plan_${n}` });
    return { id: row.id, subscriptionId, cookie: await sessionCookie(t.database.db, row.id) };
  }
  const call = (agent: { id: string; cookie: string }, url: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: { agentId: agent.id },
      headers: { cookie: agent.cookie },
    });
  const upgrade = (agent: { id: string; cookie: string }) =>
    call(agent, '/api/stripe/upgrade-to-premium');

  it('makes a Pro agent Premium at once: 10 leads today, the price changed in Stripe', async () => {
    const agent = await proAgent();
    const first = await call(agent, `/api/leads/fresh/${agent.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'complete', count: 5 });

    const res = await upgrade(agent);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ subscriptionPlan: 'premium' });
    expect(stripe.subscriptions.get(agent.subscriptionId)?.price).toBe(
      STRIPE_TEST_KEYS.STRIPE_PRICE_PREMIUM,
    );
    // The same day, the quota is 10: five more come.
    const more = await call(agent, `/api/leads/fresh/${agent.id}`);
    expect(more.statusCode).toBe(200);
    expect(more.json()).toMatchObject({ count: 5, totalDelivered: 10 });
    const me = await t.app.inject({
      url: `/api/agents/${agent.id}`,
      headers: { cookie: agent.cookie },
    });
    expect(me.json().subscriptionPlan).toBe('premium');
  });

  it('changes the price once for two upgrades at once, and refuses a Premium agent', async () => {
    const agent = await proAgent();
    const before = stripe.state.priceChanges;
    const answers = await Promise.all([upgrade(agent), upgrade(agent)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(stripe.state.priceChanges).toBe(before + 1);
    const again = await upgrade(agent);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You are already on Premium.');
  });

  it('upgrades again after a downgrade in the billing portal', async () => {
    const agent = await proAgent();
    expect((await upgrade(agent)).statusCode).toBe(200);
    // The agent goes back to Pro in Stripe's portal; Stripe tells the webhook.
    stripe.put(agent.subscriptionId, { price: STRIPE_TEST_KEYS.STRIPE_PRICE_PRO });
    const { payload, headers } = signedEvent({
      id: `evt_downgrade_${agent.subscriptionId}`,
      type: 'customer.subscription.updated',
      object: { object: 'subscription', id: agent.subscriptionId },
    });
    const told = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload,
      headers,
    });
    expect(told.statusCode).toBe(200);
    const before = stripe.state.priceChanges;
    const again = await upgrade(agent);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ subscriptionPlan: 'premium' });
    expect(stripe.state.priceChanges).toBe(before + 1);
    expect(stripe.subscriptions.get(agent.subscriptionId)?.price).toBe(
      STRIPE_TEST_KEYS.STRIPE_PRICE_PREMIUM,
    );
  });

  it('keeps the Pro plan when Stripe cannot be reached', async () => {
    const agent = await proAgent();
    stripe.state.failWith = 500;
    try {
      const res = await upgrade(agent);
      expect(res.statusCode).toBe(502);
    } finally {
      stripe.state.failWith = 0;
    }
    const [row] = await t.database.db
      .select({ plan: subscriptions.plan })
      .from(subscriptions)
      .where(eq(subscriptions.agentId, agent.id));
    expect(row?.plan).toBe('pro');
  });

  it("opens Stripe's billing portal for the agent's own customer, back to the profile", async () => {
    const agent = await proAgent();
    const res = await call(agent, '/api/stripe/create-portal-session');
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toBe(`https://billing.stripe.test/session/cus_plan_${n}`);
  });

  it('tells an agent Stripe does not bill (signed up before billing was on) to contact support', async () => {
    const row = await createAgent(t.database.db);
    const agent = { id: row.id, cookie: await sessionCookie(t.database.db, row.id) };
    for (const url of ['/api/stripe/upgrade-to-premium', '/api/stripe/create-portal-session']) {
      const res = await call(agent, url);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('Please contact support.');
    }
  });
});
