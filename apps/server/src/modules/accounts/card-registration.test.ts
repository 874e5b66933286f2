import { Agent } from '@porchlight/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { cardSignups } from '../../../test/card-signup';
import { agentsWithEmail, signupForm } from '../../../test/factories';
import { STRIPE_TEST_KEYS, startFakeStripe } from '../../../test/fakes/stripe';
import { cookieFrom } from '../../../test/mail';
import { agents, pendingSignups, subscriptions } from '../../db/schema';

type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

const signup = signupForm;

// Monday 2 Nov 2026, 10:00 EST.
const NOW = new Date('2026-11-02T15:00:00Z');

describe('registration with a card (billing on)', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await buildTestApp({ ...STRIPE_TEST_KEYS, STRIPE_API_URL: stripe.url });
    t.clock.freeze(NOW);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });
  const { newBrowser, post, startCard, complete } = cardSignups(() => t.app);
  const agentsWith = (email: string) => agentsWithEmail(t.database.db, email);
  const confirmAddress = (email: string) =>
    t.database.db.update(agents).set({ emailConfirmedAt: NOW }).where(eq(agents.email, email));

  it('registers once the card is confirmed: a Stripe trial on the chosen plan, and a session', async () => {
    const body = signup();
    const { clientSecret, setupIntentId } = await startCard(body);
    expect(clientSecret).toMatch(/^seti_.+_secret_/);
    const intent = stripe.setupIntents.get(setupIntentId);
    expect(stripe.customers.get(intent?.customer ?? '')).toEqual({
      name: 'Rosa Delgado',
      email: body.email,
      phone: '3055550123',
    });
    // The signup waits here without its password; only its hash is kept.
    const [pending] = await t.database.db
      .select()
      .from(pendingSignups)
      .where(eq(pendingSignups.setupIntentId, setupIntentId));
    expect(pending?.registration).not.toHaveProperty('password');
    expect(pending?.passwordHash).not.toContain('Porchlight1!');

    stripe.confirmCard(setupIntentId);
    const res = await complete(setupIntentId, body);
    expect(res.statusCode).toBe(201);
    const agent = Agent.parse(res.json());
    expect(agent).toMatchObject({
      email: body.email,
      subscriptionPlan: 'premium',
      subscriptionStatus: 'trialing',
    });
    expect(agent.trialEndsAt).not.toBeNull();
    // Stripe bills when the trial ends.
    expect(agent.nextBillingAt).toBe(agent.trialEndsAt);
    const cookie = cookieFrom(res.headers['set-cookie']);
    const me = await t.app.inject({ url: `/api/agents/${agent.id}`, headers: { cookie } });
    expect(me.statusCode).toBe(200);

    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.agentId, agent.id));
    const billed = stripe.subscriptions.get(row?.stripeSubscriptionId ?? '');
    expect(billed).toMatchObject({
      customer: intent?.customer,
      status: 'trialing',
      price: STRIPE_TEST_KEYS.STRIPE_PRICE_PREMIUM,
      defaultPaymentMethod: intent?.paymentMethod,
    });
    expect(row).toMatchObject({
      plan: 'premium',
      status: 'trialing',
      stripeCustomerId: intent?.customer,
    });
    const [used] = await t.database.db
      .select({ completedAt: pendingSignups.completedAt })
      .from(pendingSignups)
      .where(eq(pendingSignups.setupIntentId, setupIntentId));
    expect(used?.completedAt).toEqual(NOW);
  });

  it('completes only in the browser that began the registration: 403, and nothing made, elsewhere', async () => {
    const body = signup();
    const { setupIntentId, browser } = await startCard(body);
    const again = await post('/api/create-subscription-intent', signup(), { ip: browser.ip });
    // The signup cookie: HttpOnly, and sent back after the bank's page (Lax).
    expect(again.headers['set-cookie']).toMatch(
      /^porchlight_signup=[\w-]{43}; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    stripe.confirmCard(setupIntentId);
    const subscriptionsBefore = stripe.subscriptions.size;
    // Someone who read the SetupIntent's id (the bank's return address, a log) and has the form:
    // from another address with no cookie, with their own signup cookie, with a made-up one.
    const theirs = await startCard(signup());
    const attempts = [
      await complete(setupIntentId, body, newBrowser()),
      await complete(setupIntentId, body, theirs.browser),
      await complete(setupIntentId, body, { ...browser, cookie: 'porchlight_signup=forged' }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        error: 'SIGNUP_OTHER_BROWSER',
        message:
          'This registration can only be finished in the browser where it was started. Please finish it there, or register again here.',
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await agentsWith(body.email)).toBe(0);
    expect(stripe.subscriptions.size).toBe(subscriptionsBefore);
    const [pending] = await t.database.db
      .select({ completedAt: pendingSignups.completedAt })
      .from(pendingSignups)
      .where(eq(pendingSignups.setupIntentId, setupIntentId));
    expect(pending?.completedAt).toBeNull();

    // The browser that began it completes it, and its signup cookie is spent.
    const mine = await complete(setupIntentId, body);
    expect(mine.statusCode).toBe(201);
    expect([mine.headers['set-cookie']].flat()).toContainEqual(
      expect.stringMatching(/^porchlight_signup=; Max-Age=0; Path=\/;/),
    );
  });

  it('keeps one signup cookie per browser: either of its SetupIntents completes', async () => {
    const body = signup();
    const first = await startCard(body);
    const cookie = first.browser.cookie;
    const second = await startCard({ ...body, subscriptionPlan: 'pro' }, first.browser);
    expect(second.browser.cookie).toBe(cookie);
    stripe.confirmCard(first.setupIntentId);
    expect((await complete(first.setupIntentId, body)).statusCode).toBe(201);
  });

  it("keeps the card's fingerprint with the subscription: the same card gives the same one", async () => {
    const card = { fingerprint: 'Vz8kQ2mHcL4pTn7R', last4: '0005' };
    const fingerprints = [];
    for (const body of [signup(), signup()]) {
      const { setupIntentId } = await startCard(body);
      stripe.confirmCard(setupIntentId, 'succeeded', card);
      const res = await complete(setupIntentId, body);
      expect(res.statusCode).toBe(201);
      const [row] = await t.database.db
        .select({ cardFingerprint: subscriptions.cardFingerprint })
        .from(subscriptions)
        .where(eq(subscriptions.agentId, res.json().id));
      fingerprints.push(row?.cardFingerprint);
    }
    expect(fingerprints).toEqual([card.fingerprint, card.fingerprint]);
  });

  it("answers a retry with the other plan, once Stripe made the first try's subscription, with a 409", async () => {
    const body = signup();
    const { setupIntentId } = await startCard(body);
    stripe.confirmCard(setupIntentId);
    const subscriptionsBefore = stripe.subscriptions.size;
    // Stripe makes the Premium subscription, and its answer never arrives.
    stripe.state.loseAnswersTo = 'POST /v1/subscriptions';
    try {
      const lost = await complete(setupIntentId, body);
      expect(lost.statusCode).toBe(502);
    } finally {
      stripe.state.loseAnswersTo = '';
    }
    expect(stripe.subscriptions.size).toBe(subscriptionsBefore + 1);
    const otherPlan = await complete(setupIntentId, { ...body, subscriptionPlan: 'pro' });
    expect(otherPlan.statusCode).toBe(409);
    expect(otherPlan.json()).toMatchObject({
      error: 'CONFLICT',
      message:
        'This registration was already sent with the other plan. Please choose that plan to finish registering.',
    });
    expect(await agentsWith(body.email)).toBe(0);
    // The first plan again: Stripe's first answer, and the one subscription.
    const samePlan = await complete(setupIntentId, body);
    expect(samePlan.statusCode).toBe(201);
    expect(samePlan.json().subscriptionPlan).toBe('premium');
    expect(stripe.subscriptions.size).toBe(subscriptionsBefore + 1);
  });

  it('refuses a card that was not confirmed, creating nothing, and takes it once it is', async () => {
    const body = signup();
    const { setupIntentId } = await startCard(body);
    stripe.confirmCard(setupIntentId, 'requires_payment_method');
    const refused = await complete(setupIntentId, body);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      error: 'CARD_SETUP_FAILED',
      message: 'Your card was not confirmed. Please check it and try again.',
    });
    expect(await agentsWith(body.email)).toBe(0);
    stripe.confirmCard(setupIntentId);
    // Pro chosen on step 3 after the card form came (the signup was kept as Premium).
    const done = await complete(setupIntentId, { ...body, subscriptionPlan: 'pro' });
    expect(done.statusCode).toBe(201);
    expect(done.json().subscriptionPlan).toBe('pro');
  });

  it("refuses a SetupIntent made for another registration's customer", async () => {
    const mine = signup();
    const theirs = signup();
    const { setupIntentId: myIntent } = await startCard(mine);
    const { setupIntentId: theirIntent } = await startCard(theirs);
    stripe.confirmCard(theirIntent);
    // Their confirmed intent, sent with my form: refused.
    const swapped = await complete(theirIntent, mine);
    expect(swapped.statusCode).toBe(402);
    expect(swapped.json().error).toBe('CARD_SETUP_FAILED');
    // My intent, though Stripe says it now belongs to their customer: refused.
    stripe.confirmCard(myIntent);
    const intent = stripe.setupIntents.get(myIntent);
    if (intent) intent.customer = stripe.setupIntents.get(theirIntent)?.customer ?? null;
    const moved = await complete(myIntent, mine);
    expect(moved.statusCode).toBe(402);
    expect(await agentsWith(mine.email)).toBe(0);
  });

  it('completes a registration once when it is sent twice at once, with one Stripe subscription', async () => {
    const body = signup();
    const { setupIntentId } = await startCard(body);
    stripe.confirmCard(setupIntentId);
    const before = stripe.subscriptions.size;
    const answers = await Promise.all([
      complete(setupIntentId, body),
      complete(setupIntentId, body),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await agentsWith(body.email)).toBe(1);
    expect(stripe.subscriptions.size).toBe(before + 1);
    const again = await complete(setupIntentId, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This registration is already complete. Sign in to continue.',
    );
  });

  it('cancels the Stripe subscription of a registration whose email another took meanwhile', async () => {
    const first = signup();
    const second = { ...first, name: 'Rosa D.' };
    // Both start before either has an account: the email is free for both.
    const { setupIntentId: a } = await startCard(first);
    const { setupIntentId: b } = await startCard(second);
    stripe.confirmCard(a);
    stripe.confirmCard(b);
    expect((await complete(a, first)).statusCode).toBe(201);
    // Confirmed: an unconfirmed trial would get a claim link instead (card-account-claims.test.ts).
    await confirmAddress(first.email);
    const late = await complete(b, second);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('EMAIL_TAKEN');
    const customerOf = (intent: string) => stripe.setupIntents.get(intent)?.customer;
    const subscriptionsOf = (intent: string) =>
      [...stripe.subscriptions.values()].filter((sub) => sub.customer === customerOf(intent));
    expect(subscriptionsOf(b).map((sub) => sub.status)).toEqual(['canceled']);
    expect(subscriptionsOf(a).map((sub) => sub.status)).toEqual(['trialing']);
  });

  it('refuses a taken email before any card is asked for', async () => {
    const body = signup();
    const { setupIntentId } = await startCard(body);
    stripe.confirmCard(setupIntentId);
    await complete(setupIntentId, body);
    await confirmAddress(body.email);
    const customersBefore = stripe.customers.size;
    const res = await post('/api/create-subscription-intent', {
      ...body,
      email: body.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'EMAIL_TAKEN', field: 'email' });
    expect(stripe.customers.size).toBe(customersBefore);
  });

  it('forgets a registration whose card was not confirmed within 24 hours', async () => {
    const body = signup();
    const { setupIntentId } = await startCard(body);
    stripe.confirmCard(setupIntentId);
    t.clock.freeze(new Date(NOW.getTime() + 24 * 3_600_000 + 1));
    const res = await complete(setupIntentId, body);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(
      'This registration is unknown or has expired. Please register again.',
    );
    t.clock.freeze(NOW);
  });

  it('refuses the card-free signup while billing is on', async () => {
    const res = await post('/api/complete-signup', signup());
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      error: 'CARD_REQUIRED',
      message: 'A card is required to start your free trial on this server.',
    });
  });

  it('answers 502 when Stripe cannot be reached, keeping nothing', async () => {
    stripe.state.failWith = 500;
    try {
      const body = signup();
      const res = await post('/api/create-subscription-intent', body);
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toBe('PAYMENTS_UNAVAILABLE');
    } finally {
      stripe.state.failWith = 0;
    }
  });
});

describe('registration with a card, prices found by their lookup keys', () => {
  it("bills the plan's price that carries its lookup key when no price id is set", async () => {
    const stripe = await startFakeStripe();
    const { STRIPE_PRICE_PRO: _pro, STRIPE_PRICE_PREMIUM: _premium, ...keys } = STRIPE_TEST_KEYS;
    const t = await buildTestApp({ ...keys, STRIPE_API_URL: stripe.url });
    try {
      const { startCard, complete } = cardSignups(() => t.app);
      const body = signup();
      const { setupIntentId } = await startCard(body);
      stripe.confirmCard(setupIntentId);
      expect((await complete(setupIntentId, body)).statusCode).toBe(201);
      const [billed] = [...stripe.subscriptions.values()];
      expect(billed?.price).toBe('price_porchlight_premium_weekly');
      expect(stripe.state.requests.filter((r) => r === 'GET /v1/prices')).toHaveLength(1);
    } finally {
      await t.close();
      await stripe.close();
    }
  });
});

describe('registration with a card (billing off)', () => {
  it('says billing is not configured', async () => {
    const t = await buildTestApp();
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/create-subscription-intent',
        payload: signup(),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('BILLING_NOT_CONFIGURED');
    } finally {
      await t.close();
    }
  });
});
