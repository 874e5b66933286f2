import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildAgent } from '@/test/agent';
import { apiError, sentBodies, stubApi } from '@/test/api';
import { fixtureId } from '@/test/lead-fixture';
import {
  CLAIM_MAILED,
  claimMailedReply,
  completeBasics,
  completeCriteria,
  fillFields,
  next,
  signupTracking,
} from '@/test/registration';
import { renderWithProviders } from '@/test/render';
import { RegistrationWizard } from './registration-wizard';

const agent = buildAgent({
  id: fixtureId('agent', 9),
  name: 'Maria Cruz',
  subscriptionPlan: 'premium',
});

function renderWizard(path = '/register') {
  return renderWithProviders(<RegistrationWizard />, { path, toaster: true });
}

async function startTrial() {
  await userEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
}

describe('RegistrationWizard, prefill and signup', () => {
  it('shows a referral code read-only and prefills the email from the landing page', () => {
    stubApi();
    renderWizard('/register?ref=AB12CD&trial=true&email=lead%40example.com');

    expect(screen.getByText('Referral code: AB12CD')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('lead@example.com');
  });

  it('arrives from a pricing card with its plan chosen, over the plan of a stored draft', async () => {
    localStorage.setItem('pendingRegistrationData', JSON.stringify({ subscriptionPlan: 'pro' }));
    stubApi(signupTracking());
    renderWizard('/register?plan=premium');

    expect(
      screen.getByText('Plan: Premium, $14.99/week. You can change it in step 3.'),
    ).toBeVisible();
    await completeBasics();
    await completeCriteria();

    expect(screen.getByRole('radio', { name: /Premium/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Pro/ })).not.toBeChecked();
  });

  it('ignores a plan it does not sell, starting on the default', async () => {
    stubApi(signupTracking());
    renderWizard('/register?plan=gold');

    expect(screen.queryByText(/^Plan:/)).toBeNull();
    await completeBasics();
    await completeCriteria();

    expect(screen.getByRole('radio', { name: /Pro/ })).toBeChecked();
  });

  it('restores every field but the passwords from pendingRegistrationData', async () => {
    localStorage.setItem(
      'pendingRegistrationData',
      JSON.stringify({
        name: 'Maria Cruz',
        phone: '3055550123',
        maxValue: '750000',
        password: 'x',
      }),
    );
    stubApi(signupTracking());
    renderWizard();

    expect(screen.getByLabelText('Name')).toHaveValue('Maria Cruz');
    expect(screen.getByLabelText('Phone')).toHaveValue('3055550123');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    await fillFields({ Email: 'maria@example.com', Password: 'Secret1!' });
    await fillFields({ 'Confirm Password': 'Secret1!' });
    await next();
    expect(await screen.findByLabelText('Maximum Value')).toHaveValue('750000');
  });

  it('offers both plans with their weekly price and leads, and no card form', async () => {
    stubApi(signupTracking());
    renderWizard();
    await completeBasics();
    await completeCriteria();

    expect(screen.getByRole('radio', { name: /Pro.*\$9\.99\/week.*25 leads/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Premium.*\$14\.99\/week.*50 leads/ })).toBeVisible();
    expect(
      await screen.findByText(
        'Billing is not configured on this server: your 7-day free trial starts without a card.',
      ),
    ).toBeVisible();
  });

  it('signs the agent up, then stores the agent and opens the dashboard', async () => {
    const fetchMock = stubApi({
      ...signupTracking(),
      'POST /api/complete-signup': Response.json(agent, { status: 201 }),
      [`POST /api/login/${agent.id}`]: Response.json({ earnedBadges: [] }),
    });
    const { location } = renderWizard('/register?ref=AB12CD');
    await completeBasics();
    await completeCriteria();

    await userEvent.click(screen.getByRole('radio', { name: /Premium/ }));
    await startTrial();

    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'));
    expect(sentBodies(fetchMock, 'POST /api/complete-signup')).toEqual([
      {
        name: 'Maria Cruz',
        email: 'maria@example.com',
        phone: '3055550123',
        password: 'Secret1!',
        targetArea: 'Miami, FL',
        minValue: 50000,
        maxValue: 3000000,
        minBedrooms: 1,
        sellerType: 'tired-landlord',
        propertyType: 'Residential',
        termsAccepted: true,
        subscriptionPlan: 'premium',
        referralCode: 'AB12CD',
      },
    ]);
    expect(sentBodies(fetchMock, 'POST /api/track-signup').at(-1)).toMatchObject({ step: 4 });
    expect(sentBodies(fetchMock, `POST /api/login/${agent.id}`)).toHaveLength(1);
    expect(localStorage.getItem('agentId')).toBe(agent.id);
    expect(JSON.parse(localStorage.getItem('currentAgent') ?? '{}')).toEqual(agent);
    expect(localStorage.getItem('pendingRegistrationData')).toBeNull();
  });

  it('returns to step 1 with the message under the email when it is taken', async () => {
    const message = 'An account with this email already exists.';
    stubApi({
      'POST /api/track-signup': () => Promise.reject(new TypeError('Failed to fetch')),
      'POST /api/complete-signup': apiError(409, { error: 'EMAIL_TAKEN', message, field: 'email' }),
    });
    renderWizard();
    await completeBasics();
    await completeCriteria();

    await startTrial();

    expect(await screen.findByText('Registration Failed')).toBeVisible();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription(message);
    await userEvent.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('tells the agent to open the mailed link when an unconfirmed account held the email', async () => {
    stubApi({ ...signupTracking(), 'POST /api/complete-signup': claimMailedReply() });
    renderWizard();
    await completeBasics();
    await completeCriteria();

    await startTrial();

    expect(await screen.findByText('Check Your Email')).toBeVisible();
    expect(screen.getByText(CLAIM_MAILED)).toBeVisible();
    expect(screen.queryByText('Registration Failed')).toBeNull();
  });

  it("toasts 'Registration Failed' with the server's message and stays on the plan", async () => {
    stubApi({
      ...signupTracking(),
      'POST /api/complete-signup': apiError(500, {
        error: 'INTERNAL_ERROR',
        message: 'Try later.',
      }),
    });
    renderWizard();
    await completeBasics();
    await completeCriteria();

    await startTrial();

    expect(await screen.findByText('Try later.')).toBeVisible();
    expect(screen.getByText('Registration Failed')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start Free Trial' })).toBeEnabled();
  });
});
