import type { SubscriptionPlan } from '@porchlight/contracts';
import Stripe from 'stripe';
import type { BillingConfig } from '../../config';
import type { SubscriptionState } from '../../db/schema';
import {
  type BillingEvent,
  type BillingSubscription,
  IdempotencyKeyReused,
  type Payments,
} from './index';
import { createSubscriptionOnce } from './stripe-subscribe';

/** Each plan's weekly price, found by this lookup key when its id is not configured. */
export const PRICE_LOOKUP_KEYS: Record<SubscriptionPlan, string> = {
  pro: 'porchlight_pro_weekly',
  premium: 'porchlight_premium_weekly',
};

/**
 * A webhook signed longer ago than this is refused (Stripe's default tolerance), and so is one
 * signed this far in the future: the SDK checks only the first.
 */
const SIGNATURE_TOLERANCE_S = 300;

/** Stripe's subscription statuses in the words the database keeps (docs/billing.md). */
const STATE_OF: Record<Stripe.Subscription.Status, SubscriptionState> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  paused: 'paused',
  canceled: 'canceled',
  incomplete: 'incomplete',
  incomplete_expired: 'canceled',
};

function at(seconds: number | null | undefined): Date | null {
  return seconds ? new Date(seconds * 1000) : null;
}

/** The Stripe SDK, pointed at `STRIPE_API_URL` when set (tests answer like Stripe locally). */
function stripeClient(billing: BillingConfig): Stripe {
  const url = billing.apiUrl ? new URL(billing.apiUrl) : undefined;
  return new Stripe(billing.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(url && {
      host: url.hostname,
      port: url.port || (url.protocol === 'https:' ? 443 : 80),
      protocol: url.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/**
 * The subscription an event is about: the object itself, or an invoice's. An event comes in the
 * endpoint's API version, not the SDK's: from 2025-03-31.basil on, an invoice names its
 * subscription at `parent.subscription_details.subscription`; before, at top-level `subscription`.
 */
function subscriptionOf(object: Record<string, unknown>): string | null {
  if (object.object === 'subscription') return String(object.id);
  if (object.object !== 'invoice') return null;
  const invoice = object as unknown as Stripe.Invoice & {
    subscription?: string | Stripe.Subscription | null;
  };
  return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);
}

/** The `t=` of a Stripe-Signature header, read as the SDK reads it (the last one counts). */
function signedAt(header: string): number {
  let seconds = Number.NaN;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') seconds = Number.parseInt(value ?? '', 10);
  }
  return seconds;
}

export function createStripePayments(billing: BillingConfig): Payments {
  const stripe = stripeClient(billing);
  const planOf = (price: Stripe.Price | undefined): SubscriptionPlan | null => {
    if (!price) return null;
    for (const plan of Object.keys(PRICE_LOOKUP_KEYS) as SubscriptionPlan[]) {
      if (price.id === billing.prices[plan] || price.lookup_key === PRICE_LOOKUP_KEYS[plan]) {
        return plan;
      }
    }
    return null;
  };
  const toSubscription = (sub: Stripe.Subscription): BillingSubscription => {
    const [item] = sub.items.data;
    return {
      id: sub.id,
      customerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
      state: STATE_OF[sub.status] ?? 'incomplete',
      plan: planOf(item?.price),
      trialEndsAt: at(sub.trial_end),
      currentPeriodEnd: at(item?.current_period_end),
    };
  };

  const priceIds = new Map<SubscriptionPlan, Promise<string>>();
  /** The plan's price: configured, or found once by its lookup key. */
  const priceOf = (plan: SubscriptionPlan): Promise<string> => {
    const configured = billing.prices[plan];
    if (configured) return Promise.resolve(configured);
    let found = priceIds.get(plan);
    if (!found) {
      found = stripe.prices
        .list({ lookup_keys: [PRICE_LOOKUP_KEYS[plan]], active: true, limit: 1 })
        .then(({ data: [price] }) => {
          if (!price)
            throw new Error(`no active Stripe price has lookup key ${PRICE_LOOKUP_KEYS[plan]}`);
          return price.id;
        });
      found.catch(() => priceIds.delete(plan));
      priceIds.set(plan, found);
    }
    return found;
  };

  return {
    apiVersion: Stripe.API_VERSION,
    async startCardSetup({ name, email, phone }) {
      const customer = await stripe.customers.create({ name, email, phone });
      const intent = await stripe.setupIntents.create({
        customer: customer.id,
        usage: 'off_session',
        automatic_payment_methods: { enabled: true },
      });
      if (!intent.client_secret)
        throw new Error('Stripe answered a SetupIntent with no client secret');
      return {
        customerId: customer.id,
        setupIntentId: intent.id,
        clientSecret: intent.client_secret,
      };
    },
    async cardSetup(setupIntentId) {
      const intent = await stripe.setupIntents.retrieve(setupIntentId, {
        expand: ['payment_method'],
      });
      const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
      return {
        id: intent.id,
        customerId: idOf(intent.customer),
        status: intent.status,
        paymentMethodId: idOf(intent.payment_method),
        cardFingerprint: method?.card?.fingerprint ?? null,
      };
    },
    async subscribe({ customerId, plan, paymentMethodId, trialDays }, idempotencyKey) {
      const price = await priceOf(plan);
      try {
        const subscription = await createSubscriptionOnce(
          stripe,
          {
            customer: customerId,
            items: [{ price }],
            trial_period_days: trialDays,
            default_payment_method: paymentMethodId,
          },
          idempotencyKey,
        );
        // A subscription made by an earlier try, found by the customer, on another plan.
        if (subscription.items.data[0]?.price.id !== price) {
          throw new IdempotencyKeyReused(`${subscription.id} bills another price`);
        }
        return toSubscription(subscription);
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeIdempotencyError)) throw error;
        throw new IdempotencyKeyReused(error.message, { cause: error });
      }
    },
    async changePlan(subscriptionId, plan, idempotencyKey) {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      const [item] = current.items.data;
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
      const changed = await stripe.subscriptions.update(
        subscriptionId,
        {
          items: [{ id: item.id, price: await priceOf(plan) }],
          proration_behavior: 'create_prorations',
        },
        { idempotencyKey },
      );
      return toSubscription(changed);
    },
    async cancel(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId, { invoice_now: false, prorate: false });
      } catch (error) {
        if (!missing(error)) throw error;
      }
    },
    async everPaid(subscriptionId) {
      const paid = await stripe.invoices.list({
        subscription: subscriptionId,
        status: 'paid',
        limit: 100,
      });
      return paid.has_more || paid.data.some((invoice) => invoice.amount_paid > 0);
    },
    async portal(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },
    async subscription(id) {
      try {
        return toSubscription(await stripe.subscriptions.retrieve(id));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    verifiedEvent(rawBody, signature): BillingEvent {
      const event = stripe.webhooks.constructEvent(
        rawBody,
        signature ?? '',
        billing.webhookSecret,
        SIGNATURE_TOLERANCE_S,
      );
      if (signedAt(signature ?? '') - Date.now() / 1000 > SIGNATURE_TOLERANCE_S) {
        throw new Error('the Stripe-Signature timestamp is in the future');
      }
      const object = event.data.object as unknown as Record<string, unknown>;
      return {
        id: event.id,
        type: event.type,
        apiVersion: event.api_version,
        subscriptionId: subscriptionOf(object),
        amountPaid:
          object.object === 'invoice' && typeof object.amount_paid === 'number'
            ? object.amount_paid
            : null,
      };
    },
  };
}

/** Stripe's 404: it has no such object, or (a subscription) no longer a live one. */
function missing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;
}
