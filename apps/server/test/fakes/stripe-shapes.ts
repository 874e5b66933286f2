import Stripe from 'stripe';

// What Stripe sends that the tests build themselves as well as the fake server (stripe.ts): the
// version it answers in, the test keys, an invoice in a given API version, a signed webhook, and
// the parameters and error bodies of the refusals the fake answers as Stripe does.

/**
 * The API version this fake answers in: the one the `stripe` SDK pins (stripe 23.1.0 pins
 * 2026-10-28.endive), its shapes as Stripe's published OpenAPI document for that version gives
 * them (stripe/openapi). Webhook events it signs may come in an older version, as Stripe sends
 * them to an endpoint set to one: see `invoiceJson`.
 */
export const FAKE_STRIPE_VERSION = '2026-10-28.endive';

/** The version from which an invoice names its subscription under `parent` (2025-03-31.basil). */
const BASIL = '2025-03-31';

/** Settings that turn billing on in a test app (the keys only have Stripe's shapes). */
export const STRIPE_TEST_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_porchlight',
  STRIPE_WEBHOOK_SECRET: 'whsec_porchlight',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_porchlight',
  STRIPE_PRICE_PRO: 'price_pro_weekly',
  STRIPE_PRICE_PREMIUM: 'price_premium_weekly',
};

const signer = new Stripe(STRIPE_TEST_KEYS.STRIPE_SECRET_KEY);

const olderThanBasil = (apiVersion: string) => apiVersion.slice(0, 10) < BASIL;

/**
 * An invoice of a subscription as a webhook event carries it in `apiVersion`: from
 * 2025-03-31.basil on, its subscription is `parent.subscription_details.subscription`; before,
 * the top-level `subscription` (2024-06-20.acacia's shape, for instance).
 */
export function invoiceJson({
  id,
  subscription,
  amountPaid = 999,
  apiVersion = FAKE_STRIPE_VERSION,
}: {
  id: string;
  subscription: string;
  amountPaid?: number;
  apiVersion?: string;
}) {
  const invoice = {
    id,
    object: 'invoice',
    customer: `cus_of_${subscription}`,
    amount_due: amountPaid,
    amount_paid: amountPaid,
    amount_remaining: 0,
    billing_reason: amountPaid > 0 ? 'subscription_cycle' : 'subscription_create',
    currency: 'usd',
    livemode: false,
    status: 'paid',
  };
  if (olderThanBasil(apiVersion)) {
    return { ...invoice, subscription, subscription_details: { metadata: {} } };
  }
  return {
    ...invoice,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: {}, subscription },
    },
  };
}

/**
 * A webhook delivery as Stripe sends it: the event (in `apiVersion`, the endpoint's, by default the
 * fake's) and its Stripe-Signature header, made with the SDK's own test helper (`timestamp` in
 * seconds; a wrong `secret` for a forged one).
 */
export function signedEvent(
  event: { id: string; type: string; object: Record<string, unknown>; apiVersion?: string },
  { timestamp, secret }: { timestamp?: number; secret?: string } = {},
) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    api_version: event.apiVersion ?? FAKE_STRIPE_VERSION,
    created: timestamp ?? Math.floor(Date.now() / 1000),
    data: { object: event.object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: event.type,
  });
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: secret ?? STRIPE_TEST_KEYS.STRIPE_WEBHOOK_SECRET,
    ...(timestamp !== undefined && { timestamp }),
  });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } };
}

/** `DELETE /v1/subscriptions/{id}`'s parameters in the OpenAPI document. */
export const CANCEL_PARAMETERS =
  /^(cancellation_details\[(comment|feedback)\]|expand\[\d*\]|invoice_now|prorate)$/;
/** `GET /v1/invoices`'s parameters in the OpenAPI document. */
export const LIST_INVOICE_PARAMETERS =
  /^(collection_method|created(\[(gt|gte|lt|lte)\])?|customer|customer_account|ending_before|expand\[\d*\]|limit|starting_after|status|subscription)$/;

/** The first parameter of a request that its endpoint does not take. */
export function unknownParameter(params: URLSearchParams, known: RegExp): string | undefined {
  return [...params.keys()].find((key) => !known.test(key));
}

/** Stripe's answer to a parameter its endpoint does not take (HTTP 400). */
export function parameterUnknown(param: string) {
  return {
    error: {
      code: 'parameter_unknown',
      doc_url: 'https://stripe.com/docs/error-codes/parameter-unknown',
      message: `Received unknown parameter: ${param}`,
      param,
      type: 'invalid_request_error',
    },
  };
}

/** Stripe's error body for an object it does not have (HTTP 404). */
export function resourceMissing(kind: string, id: string) {
  return {
    error: {
      code: 'resource_missing',
      doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
      message: `No such ${kind}: '${id}'`,
      param: 'id',
      type: 'invalid_request_error',
    },
  };
}
