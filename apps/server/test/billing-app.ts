import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './build-app';
import { STRIPE_TEST_KEYS, startFakeStripe } from './fakes/stripe';

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/**
 * A test app with billing on against a fake Stripe, both started before the file's tests and
 * closed after them. Read `stripe` and `t` inside the tests, once the hooks have run.
 */
export function billingApp(settings: Record<string, string> = {}) {
  const the = {} as { stripe: FakeStripe; t: TestApp };
  beforeAll(async () => {
    the.stripe = await startFakeStripe();
    the.t = await buildTestApp({
      ...STRIPE_TEST_KEYS,
      STRIPE_API_URL: the.stripe.url,
      ...settings,
    });
  });
  afterAll(async () => {
    await the.t?.close();
    await the.stripe?.close();
  });
  return the;
}
