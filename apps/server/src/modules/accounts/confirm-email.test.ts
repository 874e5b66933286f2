import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { creditsAndLedger } from '../../../test/credits';
import { signupForm } from '../../../test/factories';
import { STRIPE_TEST_KEYS, startFakeStripe } from '../../../test/fakes/stripe';
import { confirmationToken, withReferralCode } from '../../../test/referral-calls';
import { agents, referrals } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { creditReferralOf } from '../referrals/referral-credit';

type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** With billing on, confirming the address is useful but credits nothing: the invoice does. */
describe('email confirmation with billing on', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await buildTestApp({
      ...STRIPE_TEST_KEYS,
      STRIPE_API_URL: stripe.url,
      PUBLIC_URL: 'https://app.porchlight.test',
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  /** Registration with a card, as the wizard does it: step 3's SetupIntent, then completion. */
  async function registerWithCard(overrides: Record<string, unknown> = {}) {
    const body = signupForm(overrides);
    const { password: _, ...registrationData } = body;
    const intent = await post('/api/create-subscription-intent', body);
    expect(intent.statusCode).toBe(200);
    // Whatever cookie the browser was handed at step 3 goes back with the completion.
    const setCookie = intent.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? ''])
      .map((header) => header.split(';')[0])
      .join('; ');
    const setupIntentId = intent.json().clientSecret.split('_secret_')[0] as string;
    stripe.confirmCard(setupIntentId);
    const res = await post(
      '/api/complete-stripe-registration',
      { setupIntentId, registrationData },
      cookie,
    );
    expect(res.statusCode).toBe(201);
    return withReferralCode(t, res.json() as { id: string; email: string });
  }

  it('mails the link at card registration; confirming waits for the invoice to credit', async () => {
    const owner = await registerWithCard();
    const friend = await registerWithCard({ referralCode: owner.referralCode });
    const [referral] = await t.database.db
      .select({ status: referrals.status })
      .from(referrals)
      .where(eq(referrals.referredAgentId, friend.id));
    expect(referral?.status).toBe('completed');

    const res = await post('/api/confirm-email', {
      token: await confirmationToken(t, friend.email),
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ confirmedAt: agents.emailConfirmedAt })
      .from(agents)
      .where(eq(agents.id, friend.id));
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    expect(await creditsAndLedger(t, owner.id)).toEqual({ credits: 25, ledger: 25 });
    expect(await creditsAndLedger(t, friend.id)).toEqual({ credits: 25, ledger: 25 });

    // The friend's first paid invoice (the Stripe webhook's call) credits both sides.
    const credited = await withTransaction(t.database.pool, ({ db }) =>
      creditReferralOf(db, friend.id, new Date()),
    );
    expect(credited).toBe(true);
    expect(await creditsAndLedger(t, owner.id)).toEqual({ credits: 50, ledger: 50 });
    expect(await creditsAndLedger(t, friend.id)).toEqual({ credits: 50, ledger: 50 });
  });
});
