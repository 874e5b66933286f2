import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** Settings that turn billing on in a test app (the keys only have Stripe's shapes). */
export const STRIPE_TEST_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_porchlight',
  STRIPE_WEBHOOK_SECRET: 'whsec_porchlight',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_porchlight',
  STRIPE_PRICE_PRO: 'price_pro_weekly',
  STRIPE_PRICE_PREMIUM: 'price_premium_weekly',
};

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

function setupIntentJson(intent: FakeSetupIntent) {
  return {
    id: intent.id,
    object: 'setup_intent',
    customer: intent.customer,
    status: intent.status,
    payment_method: intent.paymentMethod,
    client_secret: `${intent.id}_secret_fake`,
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

/**
 * A local HTTP server answering like Stripe's API for the calls Porchlight makes, with the
 * `stripe` SDK pointed at it (STRIPE_API_URL). Every request is recorded; `failWith` makes it
 * answer an error status.
 */
export async function startFakeStripe() {
  const subscriptions = new Map<string, FakeSubscription>();
  const customers = new Map<string, { name: string; email: string; phone: string }>();
  const setupIntents = new Map<string, FakeSetupIntent>();
  /** Answers already given to an Idempotency-Key, given again as Stripe does. */
  const idempotent = new Map<string, object>();
  const state = { failWith: 0, priceChanges: 0, requests: [] as string[] };
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
      const send = (status: number, body: object) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (state.failWith) {
        send(state.failWith, { error: { type: 'api_error', message: 'Fake Stripe is down' } });
        return;
      }
      const key = req.headers['idempotency-key'];
      const again = typeof key === 'string' ? idempotent.get(key) : undefined;
      if (again) return send(200, again);
      const answer = (body: object) => {
        if (typeof key === 'string') idempotent.set(key, body);
        send(200, body);
      };
      const [, kind, id] = route.match(/^(?:GET|POST|DELETE) \/v1\/([a-z_]+)(?:\/([^/]+))?$/) ?? [];
      if (route === 'GET /v1/prices') {
        // Prices found by lookup key (when STRIPE_PRICE_* are not set): price_<lookup key>.
        const query = new URLSearchParams(req.url?.split('?')[1] ?? '');
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
        if (intent) return send(200, setupIntentJson(intent));
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
        const found = subscriptions.get(id);
        if (found) {
          found.status = 'canceled';
          return answer(subscriptionJson(found));
        }
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
      if (kind === 'subscriptions' && id && req.method === 'GET') {
        const found = subscriptions.get(id);
        if (found) return send(200, subscriptionJson(found));
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
    customers,
    setupIntents,
    /** What Stripe.js does in the browser once the person's card is accepted (or refused). */
    confirmCard(
      setupIntentId: string,
      outcome: 'succeeded' | 'requires_payment_method' = 'succeeded',
    ) {
      const intent = setupIntents.get(setupIntentId);
      if (!intent) throw new Error(`fake Stripe has no SetupIntent ${setupIntentId}`);
      intent.status = outcome;
      intent.paymentMethod = outcome === 'succeeded' ? 'pm_card_visa' : null;
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
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const signer = new Stripe(STRIPE_TEST_KEYS.STRIPE_SECRET_KEY);

/**
 * A webhook delivery as Stripe sends it: the event's JSON and its Stripe-Signature header, made
 * with the SDK's own test helper (`timestamp` in seconds; a wrong `secret` for a forged one).
 */
export function signedEvent(
  event: { id: string; type: string; object: Record<string, unknown> },
  { timestamp, secret }: { timestamp?: number; secret?: string } = {},
) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    data: { object: event.object },
  });
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: secret ?? STRIPE_TEST_KEYS.STRIPE_WEBHOOK_SECRET,
    ...(timestamp !== undefined && { timestamp }),
  });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } };
}
