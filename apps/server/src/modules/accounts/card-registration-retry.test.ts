import { describe, expect, it } from 'vitest';
import { billingApp } from '../../../test/billing-app';
import { cardSignups } from '../../../test/card-signup';
import { signupForm } from '../../../test/factories';

describe('registration with a card, when Stripe fails the first subscription create', () => {
  const the = billingApp();
  const { startCard, complete } = cardSignups(() => the.t.app);

  it('says so, and the next tap registers with one subscription (the failed key is not replayed)', async () => {
    const body = signupForm();
    const { setupIntentId } = await startCard(body);
    the.stripe.confirmCard(setupIntentId);
    const customer = the.stripe.setupIntents.get(setupIntentId)?.customer;
    the.stripe.failOnce.set('POST /v1/subscriptions', { status: 500 });

    const failed = await complete(setupIntentId, body);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toBe('PAYMENTS_UNAVAILABLE');

    const again = await complete(setupIntentId, body);
    expect(again.statusCode).toBe(201);
    const theirs = [...the.stripe.subscriptions.values()].filter((s) => s.customer === customer);
    expect(theirs).toHaveLength(1);
    // Once registered, a third tap is told so and makes nothing.
    expect((await complete(setupIntentId, body)).statusCode).toBe(409);
    expect(
      [...the.stripe.subscriptions.values()].filter((s) => s.customer === customer),
    ).toHaveLength(1);
  });

  it('takes the subscription an earlier failed try made, instead of making a second', async () => {
    const body = signupForm();
    const { setupIntentId } = await startCard(body);
    the.stripe.confirmCard(setupIntentId);
    const customer = the.stripe.setupIntents.get(setupIntentId)?.customer;
    // Stripe carries the first create out, then answers (and keeps) a 500.
    the.stripe.failOnce.set('POST /v1/subscriptions', { status: 500, carriedOut: true });
    expect((await complete(setupIntentId, body)).statusCode).toBe(502);
    const made = [...the.stripe.subscriptions.values()].filter((s) => s.customer === customer);
    expect(made).toHaveLength(1);

    const again = await complete(setupIntentId, body);
    expect(again.statusCode).toBe(201);
    expect([...the.stripe.subscriptions.values()].filter((s) => s.customer === customer)).toEqual(
      made,
    );
  });
});
