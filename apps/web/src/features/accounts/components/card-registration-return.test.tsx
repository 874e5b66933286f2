import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import DashboardRoute from '@/app/routes/dashboard';
import { buildAgent } from '@/test/agent';
import { sentBodies, stubApi } from '@/test/api';
import { fixtureId } from '@/test/lead-fixture';
import { CLAIM_MAILED, claimMailedReply } from '@/test/registration';
import { renderWithProviders } from '@/test/render';
import { PENDING_REGISTRATION_KEY } from '../registration-draft';

const agent = buildAgent({ id: fixtureId('agent', 14), name: 'Maria Cruz' });
const draft = {
  name: 'Maria Cruz',
  email: 'maria@example.com',
  phone: '3055550123',
  targetArea: 'Miami, FL',
  minValue: '100000',
  maxValue: '750000',
  minBedrooms: '2',
  sellerType: 'tired-landlord',
  termsAccepted: true,
  subscriptionPlan: 'premium',
  referralCode: null,
};

function returnFromBank(status: string) {
  return renderWithProviders(<DashboardRoute />, {
    path: `/dashboard?setup_intent=seti_9&redirect_status=${status}`,
  });
}

describe('coming back from the card check (redirect return)', () => {
  it('completes the registration from the stored form, and opens the dashboard', async () => {
    localStorage.setItem(PENDING_REGISTRATION_KEY, JSON.stringify(draft));
    const fetchMock = stubApi({
      'POST /api/complete-stripe-registration': Response.json(agent, { status: 201 }),
      [`POST /api/login/${agent.id}`]: Response.json({ earnedBadges: [] }),
    });
    const { location } = returnFromBank('succeeded');

    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'));
    expect(sentBodies(fetchMock, 'POST /api/complete-stripe-registration')).toEqual([
      {
        setupIntentId: 'seti_9',
        registrationData: expect.objectContaining({ email: 'maria@example.com', minValue: 100000 }),
      },
    ]);
    expect(localStorage.getItem(PENDING_REGISTRATION_KEY)).toBeNull();
  });

  it('says the card was not confirmed when the bank refused it, and leads back to registration', async () => {
    localStorage.setItem(PENDING_REGISTRATION_KEY, JSON.stringify(draft));
    const fetchMock = stubApi();
    returnFromBank('failed');

    expect(await screen.findByRole('heading', { name: 'Payment Setup Failed' })).toBeVisible();
    expect(
      screen.getByText('Your card was not confirmed, so your free trial has not started.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Registration' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(sentBodies(fetchMock, 'POST /api/complete-stripe-registration')).toEqual([]);
  });

  it('says a claim link was mailed when an unconfirmed account holds the address', async () => {
    localStorage.setItem(PENDING_REGISTRATION_KEY, JSON.stringify(draft));
    stubApi({ 'POST /api/complete-stripe-registration': claimMailedReply() });
    returnFromBank('succeeded');

    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    expect(screen.getByText(CLAIM_MAILED)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Registration Failed' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(localStorage.getItem(PENDING_REGISTRATION_KEY)).toBeNull();
  });

  it('says so when this device holds no registration to complete', async () => {
    localStorage.removeItem(PENDING_REGISTRATION_KEY);
    stubApi();
    returnFromBank('succeeded');
    expect(await screen.findByRole('heading', { name: 'Registration Failed' })).toBeVisible();
    expect(screen.getByText('Your registration was not found on this device.')).toBeVisible();
  });
});
