import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { capturedLog } from '../../../test/captured-log';
import { createAgent, sessionCookie, setCriteria } from '../../../test/factories';
import {
  FAKE_STRIPE_VERSION,
  type FakeSubscription,
  invoiceJson,
  STRIPE_TEST_KEYS,
  signedEvent,
  startFakeStripe,
} from '../../../test/fakes/stripe';
import { waitForMail } from '../../../test/mail';
import { stripeEvents, subscriptions } from '../../db/schema';
import { creditReferralOf } from '../referrals/referral-credit';

// The referral credit is the referrals module's to test; here only where it is called from.
vi.mock(import('../referrals/referral-credit'), async (original) => {
  const module = await original();
  return { ...module, creditReferralOf: vi.fn(module.creditReferralOf) };
});

type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

// Monday 2 Nov 2026, 10:00 EST; the trial ends a week later.
const NOW = new Date('2026-11-02T15:00:00Z');
const TRIAL_END = new Date('2026-11-09T15:00:00Z');

/** Stripe delivering one signed event to the app. */
function postEvent(app: TestApp['app'], ...event: Parameters<typeof signedEvent>) {
  const { payload, headers } = signedEvent(...event);
  return app.inject({ method: 'POST', url: '/api/stripe/webhook', payload, headers });
}

describe("Stripe's webhook", () => {
  let stripe: FakeStripe;
  let t: TestApp;
  const log = capturedLog();
  let agent: { id: string; email: string; cookie: string };
  let n = 0;
  const subscriptionId = 'sub_porchlight_1';

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await buildTestApp({ ...STRIPE_TEST_KEYS, STRIPE_API_URL: stripe.url }, log.logger);
    t.clock.freeze(NOW);
    const row = await createAgent(
      t.database.db,
      {},
      { trialEndsAt: TRIAL_END, stripeCustomerId: 'cus_1', stripeSubscriptionId: subscriptionId },
    );
    await setCriteria(t.database.db, row.id, { targetAreas: ['00920'] });
    agent = { id: row.id, email: row.email, cookie: await sessionCookie(t.database.db, row.id) };
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });
  beforeEach(() => {
    stripe.state.failWith = 0;
    stripeSays({ status: 'trialing' });
  });

  /** What Stripe answers when the subscription is read again. */
  function stripeSays(change: Partial<FakeSubscription>) {
    stripe.put(subscriptionId, {
      customer: 'cus_1',
      trialEnd: TRIAL_END,
      periodEnd: TRIAL_END,
      ...change,
    });
  }

  /**
   * A delivery of one event about the subscription, in the endpoint's API version (the fake's
   * unless `apiVersion`); its payload says nothing the server trusts but the subscription's id.
   */
  function deliver(
    type: string,
    {
      id,
      apiVersion,
      amountPaid,
      ...options
    }: Parameters<typeof signedEvent>[1] & {
      id?: string;
      apiVersion?: string;
      amountPaid?: number;
    } = {},
  ) {
    n += 1;
    const object = type.startsWith('invoice.')
      ? invoiceJson({ id: `in_${n}`, subscription: subscriptionId, amountPaid, apiVersion })
      : { object: 'subscription', id: subscriptionId, status: 'incomplete' };
    return postEvent(t.app, { id: id ?? `evt_${n}`, type, object, apiVersion }, options);
  }

  const stored = async () =>
    (
      await t.database.db
        .select({
          status: subscriptions.status,
          plan: subscriptions.plan,
          periodEnd: subscriptions.currentPeriodEnd,
        })
        .from(subscriptions)
        .where(eq(subscriptions.agentId, agent.id))
    )[0];
  const seen = async () =>
    (
      await t.app.inject({ url: `/api/agents/${agent.id}`, headers: { cookie: agent.cookie } })
    ).json();
  const canGenerate = async () =>
    (
      await t.app.inject({
        url: `/api/leads/can-generate/${agent.id}`,
        headers: { cookie: agent.cookie },
      })
    ).json();

  it('keeps the trial past its end until Stripe says it is paid, then is active and billed', async () => {
    t.clock.freeze(new Date('2026-11-10T15:00:00Z'));
    expect((await seen()).subscriptionStatus).toBe('trialing');
    const periodEnd = new Date('2026-11-16T15:00:00Z');
    stripeSays({ status: 'active', trialEnd: null, periodEnd });
    const res = await deliver('invoice.paid');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await stored()).toEqual({ status: 'active', plan: 'pro', periodEnd });
    expect((await seen()).subscriptionStatus).toBe('active');
    t.clock.freeze(NOW);
  });

  it('takes an event once, however often Stripe delivers it, even at the same moment', async () => {
    stripeSays({ status: 'past_due' });
    const answers = await Promise.all(
      [1, 2, 3].map(() => deliver('invoice.payment_failed', { id: 'evt_failed_once' })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(
      await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, 'evt_failed_once')),
    ).toHaveLength(1);
    // One mail queued, whatever the workers have delivered yet: the job rows commit with the
    // event, so counting them needs no wait (before, the test counted delivered mail after a
    // pause and could not see a second job still queued).
    const { rows: queued } = await t.database.pool.query<{ n: number }>(
      "select count(*)::int as n from pgboss.job where name = 'mail' and data->>'to' = $1",
      [agent.email],
    );
    expect(queued).toEqual([{ n: 1 }]);
    const mail = await waitForMail(t.app, agent.email);
    expect(mail.subject).toBe('Your Porchlight payment failed');
    expect(mail.text).toContain('/profile');
  });

  it("ends in Stripe's latest state whatever the order: an update before its creation", async () => {
    stripeSays({ status: 'active', trialEnd: null });
    await deliver('customer.subscription.updated');
    // The older event arrives late; re-reading Stripe still says active.
    await deliver('customer.subscription.created');
    expect((await stored())?.status).toBe('active');
  });

  it('moves through a failed payment and a pause to stopped leads, and back once paid', async () => {
    stripeSays({ status: 'past_due' });
    await deliver('invoice.payment_failed');
    expect((await seen()).subscriptionStatus).toBe('paused');
    expect(await canGenerate()).toMatchObject({ canGenerate: false, reason: 'payment_failed' });
    stripeSays({ status: 'paused' });
    await deliver('customer.subscription.paused');
    expect(await canGenerate()).toMatchObject({ canGenerate: false, reason: 'paused' });
    stripeSays({ status: 'active' });
    await deliver('invoice.paid');
    expect(await canGenerate()).toMatchObject({ canGenerate: true, reason: 'ok' });
  });

  it('shows a canceled subscription as canceled, and a premium price as the premium plan', async () => {
    stripeSays({ status: 'canceled', price: STRIPE_TEST_KEYS.STRIPE_PRICE_PREMIUM });
    await deliver('customer.subscription.deleted');
    expect(await stored()).toMatchObject({ status: 'canceled', plan: 'premium' });
    expect(await canGenerate()).toMatchObject({ canGenerate: false, reason: 'canceled' });
  });

  it('mails the agent three days before the trial ends', async () => {
    const other = await createAgent(t.database.db, {}, { stripeSubscriptionId: 'sub_other' });
    stripe.put('sub_other');
    const res = await postEvent(t.app, {
      id: 'evt_trial_will_end',
      type: 'customer.subscription.trial_will_end',
      object: { object: 'subscription', id: 'sub_other' },
    });
    expect(res.statusCode).toBe(200);
    const mail = await waitForMail(t.app, other.email);
    expect(mail.subject).toBe('Your Porchlight trial ends in 3 days');
  });

  it('takes invoices in an older API version, whose subscription is top-level, and warns of the version', async () => {
    const older = '2024-06-20';
    for (const [type, status] of [
      ['invoice.payment_failed', 'past_due'],
      ['invoice.paid', 'active'],
    ] as const) {
      stripeSays({ status });
      const res = await deliver(type, { apiVersion: older });
      expect(res.statusCode).toBe(200);
      expect((await stored())?.status).toBe(status);
    }
    const warnings = log.entries().filter((entry) => entry.level === 40);
    expect(warnings.map((entry) => entry.msg)).toContainEqual(
      `Stripe sent this event in API version ${older}, and this server speaks ${FAKE_STRIPE_VERSION}: set the webhook endpoint's API version to ${FAKE_STRIPE_VERSION}`,
    );
  });

  it("says nothing of the version when the event is in the server's own", async () => {
    const before = log.entries().filter((entry) => entry.level === 40).length;
    stripeSays({ status: 'active' });
    expect((await deliver('invoice.paid')).statusCode).toBe(200);
    expect(log.entries().filter((entry) => entry.level === 40)).toHaveLength(before);
  });

  it("credits the agent's referral for a paid invoice with money in it, and only then", async () => {
    const credit = vi.mocked(creditReferralOf);
    credit.mockClear();
    stripeSays({ status: 'active' });
    await deliver('invoice.paid', { amountPaid: 0 });
    await deliver('invoice.payment_failed', { amountPaid: 999 });
    expect(credit).not.toHaveBeenCalled();
    await deliver('invoice.paid', { amountPaid: 999, apiVersion: '2024-06-20' });
    expect(credit).toHaveBeenCalledTimes(1);
    expect(credit.mock.calls[0]?.[1]).toBe(agent.id);
    expect(credit.mock.calls[0]?.[2]).toEqual(NOW);
    // An invoice of a subscription no agent here has: nobody's referral.
    stripe.put('sub_nobodys', { status: 'active' });
    await postEvent(t.app, {
      id: 'evt_nobodys_invoice',
      type: 'invoice.paid',
      object: invoiceJson({ id: 'in_nobody', subscription: 'sub_nobodys' }),
    });
    expect(credit).toHaveBeenCalledTimes(1);
  });

  it('acknowledges an event about a subscription Stripe no longer has, changing nothing', async () => {
    const before = await stored();
    const res = await postEvent(t.app, {
      id: 'evt_gone',
      type: 'invoice.paid',
      object: invoiceJson({ id: 'in_gone', subscription: 'sub_deleted_long_ago' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await stored()).toEqual(before);
  });

  it('refuses a stale, future, forged or missing signature with 400, and changes nothing', async () => {
    stripeSays({ status: 'canceled' });
    const before = await stored();
    const stale = await deliver('customer.subscription.deleted', {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    // A minute past the 5-minute tolerance: at 301 s ahead, what the delivery itself took came off
    // a margin of under a second (none at all when the clock stood near the end of a second).
    const future = await deliver('customer.subscription.deleted', {
      timestamp: Math.floor(Date.now() / 1000) + 360,
    });
    const forged = await deliver('customer.subscription.deleted', { secret: 'whsec_someone_else' });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: { id: 'evt_unsigned', type: 'customer.subscription.deleted' },
    });
    for (const res of [stale, future, forged, unsigned]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'BAD_REQUEST', field: 'stripe-signature' });
    }
    expect(await stored()).toEqual(before);
  });

  it('answers 502 while Stripe cannot be read, keeping nothing, so the retry is taken', async () => {
    stripeSays({ status: 'active' });
    stripe.state.failWith = 500;
    const failed = await deliver('invoice.paid', { id: 'evt_retried' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toBe('PAYMENTS_UNAVAILABLE');
    stripe.state.failWith = 0;
    const retried = await deliver('invoice.paid', { id: 'evt_retried' });
    expect(retried.statusCode).toBe(200);
    expect((await stored())?.status).toBe('active');
  });

  it('acknowledges an event it does not act on, and one about a subscription it does not know', async () => {
    const other = await postEvent(t.app, {
      id: 'evt_other',
      type: 'customer.created',
      object: { object: 'customer', id: 'cus_9' },
    });
    expect(other.statusCode).toBe(200);
    stripe.put('sub_unknown', { status: 'active' });
    const res = await postEvent(t.app, {
      id: 'evt_unknown',
      type: 'customer.subscription.updated',
      object: { object: 'subscription', id: 'sub_unknown' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("Stripe's webhook with billing off", () => {
  it('says billing is not configured, whatever it is sent', async () => {
    const t = await buildTestApp();
    try {
      const res = await postEvent(t.app, {
        id: 'evt_1',
        type: 'invoice.paid',
        object: { object: 'invoice', id: 'in_1' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        error: 'BILLING_NOT_CONFIGURED',
        message: 'Billing is not configured on this server.',
      });
    } finally {
      await t.close();
    }
  });
});
