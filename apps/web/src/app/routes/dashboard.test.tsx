import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { navigateToProfile } from '@/lib/navigate-to-profile';
import { buildAgent, storeAgent } from '@/test/agent';
import { renderWithProviders } from '@/test/render';
import DashboardRoute from './dashboard';

describe('DashboardRoute', () => {
  it('welcomes a visitor without a stored agent', () => {
    renderWithProviders(<DashboardRoute />);

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Porchlight' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create New Account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('remembers the chosen tab across visits', async () => {
    storeAgent(buildAgent());
    const first = renderWithProviders(<DashboardRoute />);

    await userEvent.click(screen.getByRole('tab', { name: 'Saved' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Your Saved Leads' })).toBeVisible();
    expect(localStorage.getItem('activeTab')).toBe('saved');
    first.unmount();

    renderWithProviders(<DashboardRoute />);
    expect(screen.getByRole('tab', { name: 'Saved' })).toHaveAttribute('aria-selected', 'true');
  });

  it('switches to the profile on navigate-to-profile', () => {
    storeAgent(buildAgent({ subscriptionStatus: 'paused' }));
    renderWithProviders(<DashboardRoute />);

    act(() => navigateToProfile());

    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Starter Trial')).toBeVisible();
    expect(screen.getByText('maria@example.com')).toBeVisible();
  });

  it('opens on the profile tab at /profile', () => {
    storeAgent(buildAgent());
    localStorage.setItem('activeTab', 'criteria');

    renderWithProviders(<DashboardRoute initialTab="profile" />, { path: '/profile' });

    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect(screen.getByText('Pro Plan')).toBeVisible();
    expect(localStorage.getItem('activeTab')).toBe('profile');
  });
});
