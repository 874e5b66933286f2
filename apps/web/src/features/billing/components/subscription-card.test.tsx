import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildAgent } from '@/test/agent';
import { apiError, publicConfig, sentBodies, stubApi } from '@/test/api';
import { renderWithProviders } from '@/test/render';
import { SubscriptionCard } from './subscription-card';

const billingOn = {
  'GET /api/config': Response.json(
    publicConfig({ billing: { enabled: true, publishableKey: 'pk_test_porchlight' } }),
  ),
};
const agent = buildAgent({
  subscriptionStatus: 'trialing',
  trialEndsAt: '2026-11-09T15:00:00.000Z',
  nextBillingAt: '2026-11-09T15:00:00.000Z',
});

function renderCard(goTo = vi.fn()) {
  renderWithProviders(<SubscriptionCard agent={agent} goTo={goTo} />, { toaster: true });
  return goTo;
}

describe('the subscription card', () => {
  it('shows the next bill, and upgrades a Pro agent to Premium', async () => {
    const fetchMock = stubApi({
      ...billingOn,
      'POST /api/stripe/upgrade-to-premium': Response.json({ subscriptionPlan: 'premium' }),
    });
    renderCard();
    expect(screen.getByText('Mon, Nov 9, 2026')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));

    expect(await screen.findByText('Upgraded to Premium')).toBeVisible();
    expect(sentBodies(fetchMock, 'POST /api/stripe/upgrade-to-premium')).toEqual([
      { agentId: agent.id },
    ]);
  });

  it("says why an upgrade failed, in the server's words or the fallback", async () => {
    stubApi({
      ...billingOn,
      'POST /api/stripe/upgrade-to-premium': apiError(409, {
        error: 'CONFLICT',
        message: 'You are already on Premium.',
      }),
    });
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    expect(await screen.findByText('You are already on Premium.')).toBeVisible();
  });

  it("opens Stripe's billing portal, or says it could not", async () => {
    stubApi({
      ...billingOn,
      'POST /api/stripe/create-portal-session': Response.json({
        url: 'https://billing.stripe.com/p/session/test_1',
      }),
    });
    const goTo = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Manage Billing' }));
    await vi.waitFor(() =>
      expect(goTo).toHaveBeenCalledWith('https://billing.stripe.com/p/session/test_1'),
    );
  });

  it("falls back to 'Failed to open subscription management' when the portal fails", async () => {
    stubApi({
      ...billingOn,
      'POST /api/stripe/create-portal-session': new Response('Bad Gateway', { status: 502 }),
    });
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Manage Billing' }));
    expect(await screen.findByText('Failed to open subscription management')).toBeVisible();
  });

  it('explains, with billing off, why Upgrade and Manage Billing do nothing', async () => {
    stubApi();
    renderCard();
    const note = await screen.findByText(
      'Billing is not configured on this server: there is no card or plan to manage here.',
    );
    for (const name of ['Upgrade to Premium', 'Manage Billing']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('aria-describedby', note.id);
    }
  });

  it('sends Pause and Cancel Account to support', async () => {
    stubApi(billingOn);
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Pause Account' }));
    expect(await screen.findByText('Contact Support')).toBeVisible();
    expect(
      screen.getByText('To pause your account, please contact support from the Support page.'),
    ).toBeVisible();
  });

  it('offers no upgrade to a Premium agent', () => {
    stubApi(billingOn);
    renderWithProviders(
      <SubscriptionCard agent={buildAgent({ subscriptionPlan: 'premium' })} goTo={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Manage Billing' })).toBeVisible();
  });
});
