import { Agent } from '@porchlight/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingApp } from '../../../test/billing-app';
import { cardSignups } from '../../../test/card-signup';
import { createProperties, createSavedLeads, signupForm } from '../../../test/factories';
import { STRIPE_TEST_KEYS } from '../../../test/fakes/stripe';
import { claimTokensMailedTo, waitForClaimLinks } from '../../../test/mail';
import { agents, leads, pendingSignups, subscriptions } from '../../db/schema';

const OWNER_PASSWORD = 'Owner-Pass1!';

// With billing on, the address's owner registers with a card while a stranger's unconfirmed,
// never-paid card trial holds it: the card step goes through, the completion mails a claim link
// bound to the card, and following it replaces the stranger's account with the owner's card trial
// (docs/accounts.md "Unconfirmed accounts").
describe("the owner's card signup for an address an unpaid, unconfirmed trial holds", () => {
  const the = billingApp({ PUBLIC_URL: 'https://app.porchlight.test' });
  const { post, startCard, complete } = cardSignups(() => the.t.app);
  const db = () => the.t.database.db;
  let n = 0;
  const address = () => {
    n += 1;
    return `card-owner-${n}-${Date.now()}@example.test`;
  };

  /** A stranger's card trial on the address, unconfirmed, with a lead of its own. */
  async function strangerTrial(email: string) {
    const body = signupForm({ email, name: 'Sly Stranger' });
    const { setupIntentId } = await startCard(body);
    the.stripe.confirmCard(setupIntentId);
    const res = await complete(setupIntentId, body);
    expect(res.statusCode).toBe(201);
    const { id } = Agent.parse(res.json());
    const [home] = await createProperties(db(), { zip: '00002', count: 1 });
    await createSavedLeads(db(), id, [home?.id ?? 0]);
    const [row] = await db()
      .select({ id: subscriptions.stripeSubscriptionId })
      .from(subscriptions)
      .where(eq(subscriptions.agentId, id));
    return { id, subscriptionId: row?.id ?? '' };
  }
  const ownerForm = (email: string) =>
    signupForm({
      email,
      name: 'Olive Owner',
      password: OWNER_PASSWORD,
      confirmPassword: OWNER_PASSWORD,
      subscriptionPlan: 'pro',
    });
  /** The owner's card signup, the card confirmed: the completion's answer and the card's ids. */
  async function ownerCardSignup(email: string) {
    const body = ownerForm(email);
    const { setupIntentId } = await startCard(body);
    the.stripe.confirmCard(setupIntentId);
    const customer = the.stripe.setupIntents.get(setupIntentId)?.customer ?? '';
    return { answer: await complete(setupIntentId, body), setupIntentId, customer, body };
  }
  const follow = (token: string) => post('/api/confirm-email', { token });
  const accountsOf = async (email: string) =>
    (
      await db().execute<{ id: string; name: string; confirmed: boolean }>(
        sql`select id, name, email_confirmed_at is not null as confirmed from agents
            where lower(email) = lower(${email})`,
      )
    ).rows;
  const subscriptionsOf = (customer: string) =>
    [...the.stripe.subscriptions.values()].filter((s) => s.customer === customer);
  const signIn = (email: string, password: string) =>
    post('/api/authenticate', { email, password });

  it('mails a claim link instead of registering, and the link gives the owner a card trial', async () => {
    const email = address();
    const stranger = await strangerTrial(email);

    const { answer, setupIntentId, customer } = await ownerCardSignup(email);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      error: 'ACCOUNT_CLAIM_MAILED',
      field: 'email',
      message: expect.stringContaining('We sent a link to this address'),
    });
    // Nothing made: the stranger's account stands, no subscription bills the owner's card yet.
    expect(await accountsOf(email)).toEqual([expect.objectContaining({ id: stranger.id })]);
    expect(subscriptionsOf(customer)).toEqual([]);

    const [token = ''] = await waitForClaimLinks(the.t.app, email);
    const followed = await follow(token);
    expect(followed.statusCode).toBe(200);

    const [owner, ...others] = await accountsOf(email);
    expect(others).toEqual([]);
    expect(owner).toMatchObject({ name: 'Olive Owner', confirmed: true });
    expect(owner?.id).not.toBe(stranger.id);
    const [row] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.agentId, owner?.id ?? ''));
    const [billed] = subscriptionsOf(customer);
    expect(subscriptionsOf(customer)).toHaveLength(1);
    expect(billed).toMatchObject({
      status: 'trialing',
      price: STRIPE_TEST_KEYS.STRIPE_PRICE_PRO,
      defaultPaymentMethod: the.stripe.setupIntents.get(setupIntentId)?.paymentMethod,
    });
    expect(row).toMatchObject({
      plan: 'pro',
      status: 'trialing',
      stripeCustomerId: customer,
      stripeSubscriptionId: billed?.id,
      cardFingerprint: expect.any(String),
    });
    expect(the.stripe.subscriptions.get(stranger.subscriptionId)?.status).toBe('canceled');
    expect(await db().select().from(leads).where(eq(leads.agentId, stranger.id))).toEqual([]);
    const [pending] = await db()
      .select({ completedAt: pendingSignups.completedAt })
      .from(pendingSignups)
      .where(eq(pendingSignups.setupIntentId, setupIntentId));
    expect(pending?.completedAt).toBeInstanceOf(Date);
    expect((await signIn(email, OWNER_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(email, 'Porchlight1!')).statusCode).toBe(401);
  });

  it('keeps everything when Stripe fails at the link, and the link works later', async () => {
    const email = address();
    const stranger = await strangerTrial(email);
    const { answer, customer } = await ownerCardSignup(email);
    expect(answer.json()).toMatchObject({ error: 'ACCOUNT_CLAIM_MAILED' });
    const [token = ''] = await waitForClaimLinks(the.t.app, email);

    the.stripe.failOnce.set('POST /v1/subscriptions', { status: 500 });
    const failed = await follow(token);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ error: 'PAYMENTS_UNAVAILABLE' });
    expect(await accountsOf(email)).toEqual([expect.objectContaining({ id: stranger.id })]);
    expect(subscriptionsOf(customer)).toEqual([]);

    expect((await follow(token)).statusCode).toBe(200);
    expect(await accountsOf(email)).toEqual([
      expect.objectContaining({ name: 'Olive Owner', confirmed: true }),
    ]);
    expect(subscriptionsOf(customer).map((s) => s.status)).toEqual(['trialing']);
  });

  it('of two links followed at once, one replaces; the other bills nothing', async () => {
    const email = address();
    await strangerTrial(email);
    const first = await ownerCardSignup(email);
    const second = await ownerCardSignup(email);
    expect([first.answer.statusCode, second.answer.statusCode]).toEqual([409, 409]);
    const tokens = await waitForClaimLinks(the.t.app, email, 2);

    const answers = await Promise.all(tokens.map(follow));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const [owner, ...others] = await accountsOf(email);
    expect(others).toEqual([]);
    const [row] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.agentId, owner?.id ?? ''));
    const live = [...subscriptionsOf(first.customer), ...subscriptionsOf(second.customer)].filter(
      (s) => s.status !== 'canceled',
    );
    expect(live.map((s) => s.id)).toEqual([row?.stripeSubscriptionId]);
  });

  it('never replaces a confirmed account: the card step answers EMAIL_TAKEN, nothing made', async () => {
    const email = address();
    const stranger = await strangerTrial(email);
    await db()
      .update(agents)
      .set({ emailConfirmedAt: new Date() })
      .where(eq(agents.id, stranger.id));
    const res = await post('/api/create-subscription-intent', ownerForm(email));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'EMAIL_TAKEN', field: 'email' });
    expect(await claimTokensMailedTo(the.t.app, email)).toEqual([]);
  });

  it('refuses the link once the old account was confirmed, and cancels nothing', async () => {
    const email = address();
    const stranger = await strangerTrial(email);
    const { customer } = await ownerCardSignup(email);
    const [token = ''] = await waitForClaimLinks(the.t.app, email);
    await db()
      .update(agents)
      .set({ emailConfirmedAt: new Date() })
      .where(eq(agents.id, stranger.id));
    const res = await follow(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'EMAIL_TAKEN' });
    expect(await accountsOf(email)).toEqual([expect.objectContaining({ id: stranger.id })]);
    expect(the.stripe.subscriptions.get(stranger.subscriptionId)?.status).toBe('trialing');
    expect(subscriptionsOf(customer)).toEqual([]);
  });

  /**
   * The owner's browser completes the signup once the stranger's account went (the sweep), after
   * the link was mailed; `readEarly` replays the link reading the kept signup just before that.
   */
  async function completedByTheWizard(readEarly: boolean) {
    const email = address();
    const stranger = await strangerTrial(email);
    const { setupIntentId, customer, body } = await ownerCardSignup(email);
    const [token = ''] = await waitForClaimLinks(the.t.app, email);
    await db().delete(agents).where(eq(agents.id, stranger.id));
    expect((await complete(setupIntentId, body)).statusCode).toBe(201);
    if (readEarly) {
      await db()
        .update(pendingSignups)
        .set({ completedAt: null })
        .where(eq(pendingSignups.setupIntentId, setupIntentId));
    }
    const res = await follow(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'EMAIL_TAKEN' });
    expect(await accountsOf(email)).toEqual([expect.objectContaining({ name: 'Olive Owner' })]);
    expect(subscriptionsOf(customer).map((s) => s.status)).toEqual(['trialing']);
  }

  it("leaves the owner's own account alone when the wizard completed the signup after the old one went", async () => {
    await completedByTheWizard(false);
  });

  it("leaves it alone when the link read the signup just before the wizard's completion", async () => {
    await completedByTheWizard(true);
  });

  it('mails at most 3 links an hour to one address', async () => {
    const email = address();
    await strangerTrial(email);
    const { setupIntentId, body } = await ownerCardSignup(email);
    for (let tries = 0; tries < 4; tries++) {
      const again = await complete(setupIntentId, body);
      expect(again.json()).toMatchObject({ error: 'ACCOUNT_CLAIM_MAILED' });
    }
    await waitForClaimLinks(the.t.app, email, 3);
    expect(await claimTokensMailedTo(the.t.app, email)).toHaveLength(3);
  });
});
