/** Settings that turn billing on in a test app (the keys only have Stripe's shapes). */
export const STRIPE_TEST_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_porchlight',
  STRIPE_WEBHOOK_SECRET: 'whsec_porchlight',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_porchlight',
};
