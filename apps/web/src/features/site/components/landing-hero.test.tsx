import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { publicConfig, stubApi } from '@/test/api';
import { renderWithProviders } from '@/test/render';
import { LandingHero } from './landing-hero';

describe('the landing hero', () => {
  it('says a card is required where the server bills', async () => {
    stubApi({
      'GET /api/config': Response.json(
        publicConfig({ billing: { enabled: true, publishableKey: 'pk_test_porchlight' } }),
      ),
    });
    renderWithProviders(<LandingHero>{null}</LandingHero>);
    expect(await screen.findByText('Start with a free trial. Card required.')).toBeVisible();
  });

  it('promises only the free trial where billing is off', async () => {
    const fetchMock = stubApi();
    renderWithProviders(<LandingHero>{null}</LandingHero>);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByText('Start with a free trial.')).toBeVisible();
    expect(screen.queryByText(/Card required/)).toBeNull();
  });

  it('says leads come 5 days a week on the days the agent picks, weekends included, as the FAQ does', () => {
    stubApi();
    const { container } = renderWithProviders(<LandingHero>{null}</LandingHero>);
    expect(
      screen.getByText(
        'Fresh leads 5 days a week, on the days you choose (weekends included), matched to your area, price range and seller type.',
      ),
    ).toBeVisible();
    expect(container.textContent).not.toMatch(/business day/i);
  });
});
