import { PublicConfig } from '@porchlight/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { STRIPE_TEST_KEYS } from '../../../test/fakes/stripe';

describe('the billing mode, told to the browser', () => {
  it('is off with no Stripe key, and says so to anyone', async () => {
    const t = await buildTestApp();
    try {
      const res = await t.app.inject('/api/config');
      expect(res.statusCode).toBe(200);
      expect(PublicConfig.parse(res.json())).toEqual({
        billing: { enabled: false, publishableKey: null },
        postcards: { mailing: false },
        support: { email: 'support@porchlight.local', phone: null },
        partner: { signupUrl: expect.stringMatching(/^http:\/\/[^/]+\/register$/) },
        push: { publicKey: null },
      });
    } finally {
      await t.close();
    }
  });

  it('is on with the three keys, and hands out only the publishable one', async () => {
    const t = await buildTestApp(STRIPE_TEST_KEYS);
    try {
      const res = await t.app.inject('/api/config');
      expect(PublicConfig.parse(res.json())).toMatchObject({
        billing: { enabled: true, publishableKey: 'pk_test_porchlight' },
        postcards: { mailing: false },
      });
      expect(res.body).not.toContain('sk_test');
      expect(res.body).not.toContain('whsec_');
    } finally {
      await t.close();
    }
  });

  it("tells the Support page's contact details and the partner's registration page", async () => {
    const t = await buildTestApp({
      SUPPORT_EMAIL: 'help@porchlight.example',
      SUPPORT_PHONE: '(305) 555-0100',
      PARTNER_SIGNUP_URL: 'https://partner.example/register',
    });
    try {
      const res = await t.app.inject('/api/config');
      expect(PublicConfig.parse(res.json())).toMatchObject({
        support: { email: 'help@porchlight.example', phone: '(305) 555-0100' },
        partner: { signupUrl: 'https://partner.example/register' },
      });
    } finally {
      await t.close();
    }
  });
});
