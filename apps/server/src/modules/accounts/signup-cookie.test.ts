import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { cardSignups } from '../../../test/card-signup';
import { signupForm } from '../../../test/factories';
import { STRIPE_TEST_KEYS, startFakeStripe } from '../../../test/fakes/stripe';

describe('the signup cookie in production', () => {
  it('is a __Host- cookie (Secure, Path=/, no Domain), and only it completes the registration', async () => {
    const stripe = await startFakeStripe();
    const t = await buildTestApp({
      ...STRIPE_TEST_KEYS,
      STRIPE_API_URL: stripe.url,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://app.example.com',
    });
    try {
      const { startCard, complete } = cardSignups(() => t.app);
      const body = signupForm();
      const { setupIntentId, browser } = await startCard(body);
      expect(browser.cookie).toMatch(/^__Host-porchlight_signup=[\w-]{43}$/);
      const plainName = browser.cookie?.replace('__Host-', '') ?? '';
      stripe.confirmCard(setupIntentId);

      // The same key under the name without the prefix (as a subdomain could set) is not it.
      const shadow = await complete(setupIntentId, body, { ...browser, cookie: plainName });
      expect(shadow.statusCode).toBe(403);
      expect(shadow.json().error).toBe('SIGNUP_OTHER_BROWSER');

      const done = await complete(setupIntentId, body, browser);
      expect(done.statusCode).toBe(201);
      expect([done.headers['set-cookie']].flat()).toContainEqual(
        expect.stringMatching(
          /^__Host-porchlight_signup=; Max-Age=0; Path=\/;.* HttpOnly; Secure; SameSite=Lax$/,
        ),
      );
    } finally {
      await t.close();
      await stripe.close();
    }
  });
});
