import type { Stripe } from '@stripe/stripe-js';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAgent } from '@/test/agent';
import { apiError, publicConfig, sentBodies, stubApi } from '@/test/api';
import { fixtureId } from '@/test/lead-fixture';
import {
  CLAIM_MAILED,
  claimMailedReply,
  completeBasics,
  completeCriteria,
  signupTracking,
  submitCriteria,
} from '@/test/registration';
import { renderWithProviders } from '@/test/render';
import { stubStripe } from '@/test/stripe';
import { RegistrationWizard } from './registration-wizard';

const stripeJs = vi.hoisted(() => ({ current: undefined as Stripe | undefined }));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(async () => stripeJs.current ?? null) }));

const agent = buildAgent({ id: fixtureId('agent', 12), name: 'Maria Cruz' });
const billingOn = {
  'GET /api/config': Response.json(
    publicConfig({ billing: { enabled: true, publishableKey: 'pk_test_porchlight' } }),
  ),
};
const intent = {
  'POST /api/create-subscription-intent': Response.json({ clientSecret: 'seti_123_secret_abc' }),
};

function renderWizard() {
  return renderWithProviders(<RegistrationWizard />, { path: '/register', toaster: true });
}

/** Steps 1 and 2 filled, the card form shown, and Start Free Trial tapped. */
async function startTrialWithCard() {
  renderWizard();
  await completeBasics();
  await completeCriteria();
  await screen.findByText('Your card');
  await userEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
}

describe('RegistrationWizard with billing on: the card step', () => {
  beforeEach(() => {
    stripeJs.current = undefined;
  });

  it('asks for the card, confirms it with Stripe, then registers without sending the password again', async () => {
    const { stripe, confirmSetup } = stubStripe(
      async () =>
        ({
          setupIntent: { id: 'seti_123', status: 'succeeded' },
        }) as unknown as Awaited<ReturnType<Stripe['confirmSetup']>>,
    );
    stripeJs.current = stripe;
    const fetchMock = stubApi({
      ...signupTracking(),
      ...billingOn,
      ...intent,
      'POST /api/complete-stripe-registration': Response.json(agent, { status: 201 }),
      [`POST /api/login/${agent.id}`]: Response.json({ earnedBadges: [] }),
    });
    const { location } = renderWizard();
    await completeBasics();
    await completeCriteria();

    expect(await screen.findByText('Your card')).toBeVisible();
    expect(sentBodies(fetchMock, 'POST /api/create-subscription-intent')).toEqual([
      expect.objectContaining({ email: 'maria@example.com', password: 'Secret1!' }),
    ]);
    await userEvent.click(screen.getByRole('radio', { name: /Premium/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));

    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'));
    expect(confirmSetup).toHaveBeenCalledWith(
      expect.objectContaining({
        confirmParams: { return_url: `${window.location.origin}/dashboard` },
        redirect: 'if_required',
      }),
    );
    const [completion] = sentBodies(fetchMock, 'POST /api/complete-stripe-registration') as {
      setupIntentId: string;
      registrationData: Record<string, unknown>;
    }[];
    expect(completion?.setupIntentId).toBe('seti_123');
    expect(completion?.registrationData).toMatchObject({
      email: 'maria@example.com',
      subscriptionPlan: 'premium',
    });
    expect(completion?.registrationData).not.toHaveProperty('password');
  });

  it("toasts 'Check Your Email' when the card's completion mails a claim link instead", async () => {
    const { stripe } = stubStripe(
      async () =>
        ({
          setupIntent: { id: 'seti_123', status: 'succeeded' },
        }) as unknown as Awaited<ReturnType<Stripe['confirmSetup']>>,
    );
    stripeJs.current = stripe;
    stubApi({
      ...signupTracking(),
      ...billingOn,
      ...intent,
      'POST /api/complete-stripe-registration': claimMailedReply(),
    });
    await startTrialWithCard();

    expect(await screen.findByText('Check Your Email')).toBeVisible();
    expect(screen.getByText(CLAIM_MAILED)).toBeVisible();
    expect(screen.queryByText('Registration Failed')).toBeNull();
  });

  it("toasts 'Payment Setup Failed' with Stripe's reason, and registers nothing", async () => {
    const { stripe } = stubStripe(
      async () =>
        ({
          error: { type: 'card_error', message: 'Your card was declined.' },
        }) as Awaited<ReturnType<Stripe['confirmSetup']>>,
    );
    stripeJs.current = stripe;
    const fetchMock = stubApi({ ...signupTracking(), ...billingOn, ...intent });
    await startTrialWithCard();

    expect(await screen.findByText('Payment Setup Failed')).toBeVisible();
    expect(screen.getByText('Your card was declined.')).toBeVisible();
    expect(sentBodies(fetchMock, 'POST /api/complete-stripe-registration')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Start Free Trial' })).toBeEnabled();
  });

  it("toasts 'Setup Failed' when the server cannot start the card setup, staying on the criteria", async () => {
    stubApi({
      ...signupTracking(),
      ...billingOn,
      'POST /api/create-subscription-intent': apiError(502, {
        error: 'PAYMENTS_UNAVAILABLE',
        message: 'The payment service is not answering. Please try again in a few minutes.',
      }),
    });
    renderWizard();
    await completeBasics();
    await submitCriteria();

    expect(await screen.findByText('Setup Failed')).toBeVisible();
    expect(
      screen.getByText('The payment service is not answering. Please try again in a few minutes.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Your Search Criteria' })).toBeVisible();
  });
});
