import Stripe from 'stripe';

/** How many idempotency keys one registration may go through before it is given up. */
export const SUBSCRIBE_KEYS = 10;

/**
 * A failure Stripe saved under the key and answered again. Stripe keeps the first answer given
 * under an idempotency key, a 500 included, and replays it with `Idempotent-Replayed: true`
 * (docs/billing.md "A failed first try"): that key can never succeed.
 */
function replayedFailure(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeError &&
    (error.statusCode ?? 0) >= 500 &&
    error.headers?.['idempotent-replayed'] === 'true'
  );
}

/**
 * Creates the registration's subscription once (docs/billing.md "A failed first try"). Its key is
 * `key`, then `key-2`, `key-3`…: a key whose earlier try failed is passed over, once the
 * customer is seen to have no subscription that try may have made (the customer is this
 * registration's alone). Each call tries at most one key afresh, with no retry by the SDK, so a
 * Stripe that keeps failing uses up one key per tap, not ten; a parallel completion walks the
 * same keys and gets the same answers.
 */
export async function createSubscriptionOnce(
  stripe: Stripe,
  params: Stripe.SubscriptionCreateParams & { customer: string },
  key: string,
): Promise<Stripe.Subscription> {
  for (let n = 1; ; n++) {
    try {
      return await stripe.subscriptions.create(params, {
        idempotencyKey: n === 1 ? key : `${key}-${n}`,
        maxNetworkRetries: 0,
      });
    } catch (error) {
      if (!replayedFailure(error) || n === SUBSCRIBE_KEYS) throw error;
      const made = await stripe.subscriptions.list({
        customer: params.customer,
        status: 'all',
        limit: 1,
      });
      const [subscription] = made.data;
      if (subscription) return subscription;
    }
  }
}
