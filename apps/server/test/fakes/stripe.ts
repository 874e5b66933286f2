import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';
import {
  CANCEL_PARAMETERS,
  FAKE_STRIPE_VERSION,
  invoiceJson,
  LIST_INVOICE_PARAMETERS,
  parameterUnknown,
  resourceMissing,
  STRIPE_TEST_KEYS,
  unknownParameter,
} from './stripe-shapes';

export { FAKE_STRIPE_VERSION, invoiceJson, STRIPE_TEST_KEYS, signedEvent } from './stripe-shapes';

// A local Stripe that answers as Stripe's published OpenAPI document (stripe/openapi) gives the
// version the SDK pins, FAKE_STRIPE_VERSION (2026-10-28.endive; stripe-shapes.ts), and refuses what
// Stripe refuses: a wrong key, an unknown parameter, a second cancel.

/** A subscription as the fake holds it; the server answers it in Stripe's shape. */
export interface FakeSubscription {
  id: string;
  customer: string;
  status: Stripe.Subscription.Status;
  price: string;
  trialEnd: Date | null;
  periodEnd: Date;
  defaultPaymentMethod?: string | null;
}

interface FakeSetupIntent {
  id: string;
  customer: string | null;
  status: 'requires_payment_method' | 'succeeded';
  paymentMethod: string | null;
}

/** A card as the person entered it; the fingerprint is Stripe's, the same for the same number. */
interface FakeCard {
  fingerprint: string;
  last4: string;
}

function paymentMethodJson(id: string, card: FakeCard, customer: string | null) {
  return {
    id,
    object: 'payment_method',
    type: 'card',
    customer,
    card: {
      brand: 'visa',
      country: 'US',
      exp_month: 8,
      exp_year: 2030,
      fingerprint: card.fingerprint,
      funding: 'credit',
      last4: card.last4,
    },
    livemode: false,
  };
}

function setupIntentJson(
  intent: FakeSetupIntent,
  paymentMethod?: ReturnType<typeof paymentMethodJson>,
) {
  return {
    id: intent.id,
    object: 'setup_intent',
    customer: intent.customer,
    status: intent.status,
    // An id, or the object when the request asked for `expand[]=payment_method`.
    payment_method: paymentMethod ?? intent.paymentMethod,
    client_secret: `${intent.id}_secret_fake`,
    usage: 'off_session',
    livemode: false,
  };
}

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

function subscriptionJson(sub: FakeSubscription) {
  return {
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    trial_end: seconds(sub.trialEnd),
    items: {
      object: 'list',
      data: [
        {
          id: `si_${sub.id}`,
          object: 'subscription_item',
          price: { id: sub.price, object: 'price', lookup_key: null },
          current_period_end: seconds(sub.periodEnd),
        },
      ],
    },
  };
}

interface FakeInvoice {
  id: string;
  subscription: string;
  amountPaid: number;
}

/**
 * A local HTTP server answering like Stripe's API, in FAKE_STRIPE_VERSION, for the calls
 * Porchlight makes, with the `stripe` SDK pointed at it (STRIPE_API_URL). Every request is
 * recorded; `failWith` makes it answer an error status; `loseAnswersTo` (a route, as
 * `POST /v1/subscriptions`) carries such requests out and drops the connection before answering.
 * `failOnce` (route → status) fails a route's next request inside the endpoint, after carrying
 * it out when `carriedOut`. `DELETE /v1/subscriptions/{id}` takes only the parameters the
 * OpenAPI document gives it (`cancellation_details`, `expand`, `invoice_now`, `prorate`; any other
 * is 400 `parameter_unknown`) and answers 404 `resource_missing` for a subscription already
 * cancelled, as Stripe does. A subscription made with a trial gets its first invoice, paid at $0
 * (`billing_reason: subscription_create`); `payInvoice` adds one with money in it, and
 * `GET /v1/invoices` lists them by `subscription` and `status`. An
 * Idempotency-Key is kept with its request and its first answer, a failure included: the same
 * request again gets that answer with `Idempotent-Replayed: true`, another request with it a 400
 * `idempotency_error`, as Stripe documents ("Idempotent requests": the status code and body of
 * the first request are saved once the endpoint begins, 500 errors included).
 */
export async function startFakeStripe() {
  const subscriptions = new Map<string, FakeSubscription>();
  const customers = new Map<string, { name: string; email: string; phone: string }>();
  const setupIntents = new Map<string, FakeSetupIntent>();
  /** The card behind each payment method a person confirmed. */
  const cards = new Map<string, FakeCard>();
  /** Each Idempotency-Key's first request and the answer it got, whatever its status. */
  const idempotent = new Map<string, { request: string; status: number; answer: object }>();
  /**
   * Routes whose next request fails inside the endpoint, before or after it is carried out (its
   * key keeps that failure).
   */
  const failOnce = new Map<string, { status: number; carriedOut?: boolean }>();
  /** Each subscription's invoices, oldest first. */
  const invoices: FakeInvoice[] = [];
  const state = {
    failWith: 0,
    loseAnswersTo: '',
    priceChanges: 0,
    requests: [] as string[],
    /** Each subscription cancelled, with its request's parameters. */
    cancels: [] as { id: string; params: string }[],
  };
  let n = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const route = `${req.method} ${req.url?.split('?')[0]}`;
      state.requests.push(route);
      const form = new URLSearchParams(raw);
      const send = (status: number, body: object, headers: Record<string, string> = {}) => {
        // The request was carried out, and its answer is lost on the way (the connection drops).
        if (state.loseAnswersTo === route) return void req.socket.destroy();
        res
          .writeHead(status, { 'content-type': 'application/json', ...headers })
          .end(JSON.stringify(body));
      };
      if (state.failWith) {
        send(state.failWith, { error: { type: 'api_error', message: 'Fake Stripe is down' } });
        return;
      }
      const version = req.headers['stripe-version'];
      if (version !== FAKE_STRIPE_VERSION) {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            message: `Fake Stripe answers only in ${FAKE_STRIPE_VERSION}, asked for ${version}`,
          },
        });
      }
      const key = req.headers['idempotency-key'];
      const request = `${route} ${raw}`;
      const first = typeof key === 'string' ? idempotent.get(key) : undefined;
      if (first && first.request !== request) {
        return send(400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        });
      }
      if (first) return send(first.status, first.answer, { 'idempotent-replayed': 'true' });
      const failure = failOnce.get(route);
      failOnce.delete(route);
      /** The endpoint's answer, or the failure it was told to give (saved under the key). */
      const answer = (body: object) => {
        const [status, saved] = failure
          ? [failure.status, { error: { type: 'api_error', message: 'Fake Stripe failed once' } }]
          : [200, body];
        if (typeof key === 'string') idempotent.set(key, { request, status, answer: saved });
        // Stripe asks its SDKs not to retry a failure it keeps: the retry would get it again.
        send(status, saved, status >= 500 ? { 'stripe-should-retry': 'false' } : {});
      };
      if (failure && !failure.carriedOut) return answer({});
      const query = new URLSearchParams(req.url?.split('?')[1] ?? '');
      const expanded = [...query.entries()].filter(([k]) => /^expand\[\d*\]$/.test(k));
      const expands = (field: string) => expanded.some(([, value]) => value === field);
      const [, kind, id] = route.match(/^(?:GET|POST|DELETE) \/v1\/([a-z_]+)(?:\/([^/]+))?$/) ?? [];
      if (route === 'GET /v1/prices') {
        // Prices found by lookup key (when STRIPE_PRICE_* are not set): price_<lookup key>.
        const keys = [...query.entries()].filter(([k]) => k.startsWith('lookup_keys'));
        const data = keys.map(([, key]) => ({
          id: `price_${key}`,
          object: 'price',
          lookup_key: key,
        }));
        return send(200, { object: 'list', data, has_more: false, url: '/v1/prices' });
      }
      if (route === 'POST /v1/customers') {
        n += 1;
        const customer = `cus_fake${n}`;
        customers.set(customer, {
          name: form.get('name') ?? '',
          email: form.get('email') ?? '',
          phone: form.get('phone') ?? '',
        });
        return answer({ id: customer, object: 'customer' });
      }
      if (route === 'POST /v1/setup_intents') {
        n += 1;
        const intent: FakeSetupIntent = {
          id: `seti_fake${n}`,
          customer: form.get('customer'),
          status: 'requires_payment_method',
          paymentMethod: null,
        };
        setupIntents.set(intent.id, intent);
        return answer(setupIntentJson(intent));
      }
      if (kind === 'setup_intents' && id && req.method === 'GET') {
        const intent = setupIntents.get(id);
        if (!intent) return send(404, resourceMissing('setupintent', id));
        const card = intent.paymentMethod ? cards.get(intent.paymentMethod) : undefined;
        const method =
          intent.paymentMethod && card && expands('payment_method')
            ? paymentMethodJson(intent.paymentMethod, card, intent.customer)
            : undefined;
        return send(200, setupIntentJson(intent, method));
      }
      if (route === 'POST /v1/subscriptions') {
        n += 1;
        const trialDays = Number(form.get('trial_period_days') ?? 0);
        const trialEnd = new Date(Date.now() + trialDays * 86_400_000);
        const created: FakeSubscription = {
          id: `sub_fake${n}`,
          customer: form.get('customer') ?? '',
          status: trialDays > 0 ? 'trialing' : 'active',
          price: form.get('items[0][price]') ?? '',
          trialEnd: trialDays > 0 ? trialEnd : null,
          periodEnd: trialEnd,
          defaultPaymentMethod: form.get('default_payment_method'),
        };
        subscriptions.set(created.id, created);
        n += 1;
        invoices.push({ id: `in_fake${n}`, subscription: created.id, amountPaid: 0 });
        return answer(subscriptionJson(created));
      }
      if (kind === 'subscriptions' && id && req.method === 'POST') {
        const found = subscriptions.get(id);
        const price = form.get('items[0][price]');
        if (found && price && form.get('items[0][id]') === `si_${id}`) {
          found.price = price;
          state.priceChanges += 1;
          return answer(subscriptionJson(found));
        }
      }
      if (kind === 'subscriptions' && id && req.method === 'DELETE') {
        // The SDK sends a DELETE's parameters in its query string, as it does a GET's.
        const unknown = unknownParameter(
          new URLSearchParams([...query, ...form]),
          CANCEL_PARAMETERS,
        );
        if (unknown) return send(400, parameterUnknown(unknown));
        const found = subscriptions.get(id);
        // A cancelled subscription is as good as deleted: cancelling it again is a 404.
        if (!found || found.status === 'canceled') {
          return send(404, resourceMissing('subscription', id));
        }
        found.status = 'canceled';
        state.cancels.push({ id, params: query.toString() });
        return answer(subscriptionJson(found));
      }
      if (route === 'GET /v1/invoices') {
        const unknown = unknownParameter(query, LIST_INVOICE_PARAMETERS);
        if (unknown) return send(400, parameterUnknown(unknown));
        const data = invoices
          .filter((invoice) => invoice.subscription === query.get('subscription'))
          .filter(() => !query.get('status') || query.get('status') === 'paid')
          .reverse()
          .map((invoice) => invoiceJson({ ...invoice, apiVersion: FAKE_STRIPE_VERSION }));
        return send(200, { object: 'list', data, has_more: false, url: '/v1/invoices' });
      }
      if (route === 'POST /v1/billing_portal/sessions') {
        n += 1;
        return answer({
          id: `bps_fake${n}`,
          object: 'billing_portal.session',
          customer: form.get('customer'),
          return_url: form.get('return_url'),
          url: `https://billing.stripe.test/session/${form.get('customer')}`,
        });
      }
      if (route === 'GET /v1/subscriptions') {
        // status=all: every subscription of the customer, newest first.
        const customer = query.get('customer');
        const data = [...subscriptions.values()]
          .filter((sub) => sub.customer === customer)
          .reverse()
          .map(subscriptionJson);
        return send(200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' });
      }
      if (kind === 'subscriptions' && id && req.method === 'GET') {
        const found = subscriptions.get(id);
        if (found) return send(200, subscriptionJson(found));
        return send(404, resourceMissing('subscription', id));
      }
      send(404, {
        error: { type: 'invalid_request_error', message: `No such resource: ${route}` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    subscriptions,
    failOnce,
    customers,
    setupIntents,
    /**
     * What Stripe.js does in the browser once the person's card is accepted (or refused): a new
     * payment method for the card, by default a card of the person's own (a fingerprint no
     * other has); `card` for one entered before.
     */
    confirmCard(
      setupIntentId: string,
      outcome: 'succeeded' | 'requires_payment_method' = 'succeeded',
      card?: FakeCard,
    ) {
      const intent = setupIntents.get(setupIntentId);
      if (!intent) throw new Error(`fake Stripe has no SetupIntent ${setupIntentId}`);
      intent.status = outcome;
      intent.paymentMethod = null;
      if (outcome === 'succeeded') {
        n += 1;
        intent.paymentMethod = `pm_fake${n}`;
        cards.set(
          intent.paymentMethod,
          card ?? { fingerprint: `Fp${String(n).padStart(14, '0')}`, last4: '4242' },
        );
      }
    },
    /** Sets what Stripe holds for a subscription: a trialing Pro one, changed by `change`. */
    put(id: string, change: Partial<FakeSubscription> = {}) {
      const week = new Date(Date.now() + 7 * 86_400_000);
      subscriptions.set(id, {
        id,
        customer: `cus_${id}`,
        status: 'trialing',
        price: STRIPE_TEST_KEYS.STRIPE_PRICE_PRO,
        trialEnd: week,
        periodEnd: week,
        ...subscriptions.get(id),
        ...change,
      });
    },
    /** Stripe charged the subscription's card: an invoice paid with money in it. */
    payInvoice(subscriptionId: string, amountPaid = 999) {
      n += 1;
      invoices.push({ id: `in_fake${n}`, subscription: subscriptionId, amountPaid });
    },
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
