import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAVIGATE_TO_PROFILE_EVENT } from '@/lib/navigate-to-profile';
import { renderWithProviders } from '@/test/render';
import { Header } from './header';

describe('Header', () => {
  const onNavigateToProfile = vi.fn();
  beforeEach(() => window.addEventListener(NAVIGATE_TO_PROFILE_EVENT, onNavigateToProfile));
  afterEach(() => {
    window.removeEventListener(NAVIGATE_TO_PROFILE_EVENT, onNavigateToProfile);
    onNavigateToProfile.mockClear();
  });

  it('shows at most two upper-cased initials on the avatar', () => {
    renderWithProviders(<Header agentName="maria de la cruz" />);

    expect(screen.getByRole('button', { name: 'Profile' })).toHaveTextContent(/^MD$/);
  });

  it('shows one initial for a one-word name', () => {
    renderWithProviders(<Header agentName="Cher" />);

    expect(screen.getByRole('button', { name: 'Profile' })).toHaveTextContent(/^C$/);
  });

  it('raises navigate-to-profile from Invite and from the avatar', async () => {
    renderWithProviders(<Header agentName="Cher" />);

    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));

    expect(onNavigateToProfile).toHaveBeenCalledTimes(2);
  });

  it('links to support', () => {
    renderWithProviders(<Header agentName="Cher" />);

    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
  });
});
