import { Agent } from '@porchlight/contracts';
import { addHours } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingApp } from '../../../test/billing-app';
import { cardSignups, registrationData } from '../../../test/card-signup';
import { agentsWithEmail, signupForm } from '../../../test/factories';
import { FAKE_STRIPE_VERSION } from '../../../test/fakes/stripe';
import { accountClaims, agents, subscriptions } from '../../db/schema';
import { hashToken, randomToken } from '../../lib/tokens';
import { removeUnusedUnconfirmedAccounts } from './unconfirmed-accounts';

const NOW = new Date('2026-11-02T15:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

// With billing on, a stranger's unconfirmed account on a card trial it never paid cannot lock
// the address's owner out (docs/accounts.md "Unconfirmed accounts").
describe('unconfirmed accounts on an unpaid Stripe trial (billing on)', () => {
  const the = billingApp();
  beforeAll(() => the.t.clock.freeze(NOW));
  const { startCard, complete } = cardSignups(() => the.t.app);

  /** A stranger registers the address with a card: a Stripe trial, the address unconfirmed. */
  async function strangerTrial(email: string) {
    const body = { ...signupForm(), email };
    const { setupIntentId } = await startCard(body);
    the.stripe.confirmCard(setupIntentId);
    const res = await complete(setupIntentId, body);
    expect(res.statusCode).toBe(201);
    const agent = Agent.parse(res.json());
    const [row] = await the.t.database.db
      .select({ id: subscriptions.stripeSubscriptionId })
      .from(subscriptions)
      .where(eq(subscriptions.agentId, agent.id));
    return { agentId: agent.id, subscriptionId: row?.id ?? '' };
  }

  /** The owner's claim on the address, as `mailAccountClaim` keeps it: its link's token. */
  async function ownersClaim(email: string) {
    const token = randomToken();
    await the.t.database.db.insert(accountClaims).values({
      tokenHash: hashToken(token),
      email,
      signup: registrationData({ ...signupForm(), email, name: 'Mailbox Owner' }),
      passwordHash: 'scrypt$not-used-here',
      createdAt: NOW,
      expiresAt: addHours(NOW, 24),
    });
    return token;
  }
  const follow = (token: string) =>
    the.t.app.inject({ method: 'POST', url: '/api/confirm-email', payload: { token } });
  const owner = async (email: string) =>
    (
      await the.t.database.db.execute<{ name: string; confirmed: boolean }>(
        sql`select name, email_confirmed_at is not null as confirmed from agents where email = ${email}`,
      )
    ).rows;

  it("replaces a stranger's unpaid trial through the mailbox, cancelling it at Stripe first", async () => {
    const email = 'owner-a@example.com';
    const stranger = await strangerTrial(email);
    const res = await follow(await ownersClaim(email));
    expect(res.statusCode).toBe(200);
    expect(await owner(email)).toEqual([{ name: 'Mailbox Owner', confirmed: true }]);
    // Cancelled at once: no final invoice, no proration.
    expect(the.stripe.subscriptions.get(stranger.subscriptionId)?.status).toBe('canceled');
    const cancels = the.stripe.state.cancels.filter((c) => c.id === stranger.subscriptionId);
    expect(cancels).toEqual([
      { id: stranger.subscriptionId, params: 'invoice_now=false&prorate=false' },
    ]);
  });

  it('never replaces an unconfirmed account whose invoice was paid', async () => {
    const email = 'owner-b@example.com';
    const stranger = await strangerTrial(email);
    the.stripe.payInvoice(stranger.subscriptionId);
    const res = await follow(await ownersClaim(email));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('EMAIL_TAKEN');
    expect(the.stripe.subscriptions.get(stranger.subscriptionId)?.status).toBe('trialing');
    expect(await agentsWithEmail(the.t.database.db, email)).toBe(1);
  });

  it('answers as before, and keeps the account, when Stripe fails the cancel', async () => {
    const email = 'owner-c@example.com';
    const stranger = await strangerTrial(email);
    the.stripe.failOnce.set(`DELETE /v1/subscriptions/${stranger.subscriptionId}`, { status: 500 });
    const token = await ownersClaim(email);
    const res = await follow(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('EMAIL_TAKEN');
    const [kept] = await the.t.database.db
      .select({ id: agents.id })
      .from(agents)
      .where(eq(agents.email, email));
    expect(kept?.id).toBe(stranger.agentId);
    // The link was not used up: followed again once Stripe answers, it replaces the account.
    expect((await follow(token)).statusCode).toBe(200);
    expect(await owner(email)).toEqual([{ name: 'Mailbox Owner', confirmed: true }]);
  });

  it('sweeps an unused unpaid trial after cancelling it; a paid one and a Stripe error stay', async () => {
    const unpaid = await strangerTrial('sweep-unpaid@example.com');
    const paid = await strangerTrial('sweep-paid@example.com');
    const failing = await strangerTrial('sweep-failing@example.com');
    the.stripe.payInvoice(paid.subscriptionId);
    await the.t.database.db.execute(sql`delete from sessions where agent_id in
      (${unpaid.agentId}, ${paid.agentId}, ${failing.agentId})`);
    the.stripe.failOnce.set(`DELETE /v1/subscriptions/${failing.subscriptionId}`, { status: 500 });
    const later = new Date(NOW.getTime() + 8 * DAY);
    await removeUnusedUnconfirmedAccounts(the.t.database.db, later, the.t.app.payments);
    const left = async (id: string) =>
      (await the.t.database.db.select({ id: agents.id }).from(agents).where(eq(agents.id, id)))
        .length;
    expect(await left(unpaid.agentId)).toBe(0);
    expect(the.stripe.subscriptions.get(unpaid.subscriptionId)?.status).toBe('canceled');
    expect(await left(paid.agentId)).toBe(1);
    expect(the.stripe.subscriptions.get(paid.subscriptionId)?.status).toBe('trialing');
    expect(await left(failing.agentId)).toBe(1);
    // The next sweep, Stripe answering again, takes it; cancelling twice is never asked.
    await removeUnusedUnconfirmedAccounts(the.t.database.db, later, the.t.app.payments);
    expect(await left(failing.agentId)).toBe(0);
  });

  it('after a crash between the cancel and the delete, the next sweep finishes without a second cancel', async () => {
    const crashed = await strangerTrial('sweep-crashed@example.com');
    await the.t.database.db.execute(sql`delete from sessions where agent_id = ${crashed.agentId}`);
    // The cancel went through; the process died before the delete.
    await the.t.app.payments?.cancel(crashed.subscriptionId);
    const cancels = () =>
      the.stripe.state.cancels.filter((c) => c.id === crashed.subscriptionId).length;
    expect(cancels()).toBe(1);
    await removeUnusedUnconfirmedAccounts(
      the.t.database.db,
      new Date(NOW.getTime() + 8 * DAY),
      the.t.app.payments,
    );
    expect(await agentsWithEmail(the.t.database.db, 'sweep-crashed@example.com')).toBe(0);
    expect(cancels()).toBe(1);
  });
});

describe("the Stripe fake's subscription cancel", () => {
  const the = billingApp();
  const cancel = (id: string, query: string) =>
    fetch(`${the.stripe.url}/v1/subscriptions/${id}?${query}`, {
      method: 'DELETE',
      headers: { 'stripe-version': FAKE_STRIPE_VERSION },
    });

  it("refuses what Stripe's document does not list, and a second cancel, as Stripe does", async () => {
    the.stripe.put('sub_refusals');
    // `at_period_end` was the old API's; DELETE /v1/subscriptions/{id} no longer takes it.
    const old = await cancel('sub_refusals', 'at_period_end=true');
    expect(old.status).toBe(400);
    expect(await old.json()).toHaveProperty('error', {
      type: 'invalid_request_error',
      code: 'parameter_unknown',
      doc_url: 'https://stripe.com/docs/error-codes/parameter-unknown',
      message: 'Received unknown parameter: at_period_end',
      param: 'at_period_end',
    });
    expect((await cancel('sub_refusals', 'invoice_now=false&prorate=false')).status).toBe(200);
    const again = await cancel('sub_refusals', 'invoice_now=false&prorate=false');
    expect(again.status).toBe(404);
    expect(await again.json()).toHaveProperty('error.code', 'resource_missing');
  });
});
