import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { AGENT_ID, buildAgent } from '@/test/agent';
import { apiError, sentBodies, stubApi } from '@/test/api';
import { renderWithProviders } from '@/test/render';
import ChangePasswordRoute from './change-password';

const invalidToken = apiError(400, {
  error: 'INVALID_RESET_TOKEN',
  message: 'This password reset link is invalid or has expired.',
});

function renderPage(path: string) {
  const page = <Route path="/change-password" component={ChangePasswordRoute} />;
  return renderWithProviders(page, { path, toaster: true });
}

/** Lets fetches, React Query's timers and React settle, `ms` of fake time at most. */
async function elapse(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('ChangePasswordRoute', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('without a token: says the link is invalid, then opens /forgot-password after 2 s', async () => {
    vi.useFakeTimers();
    stubApi();
    const { location } = renderPage('/change-password');
    await elapse(0);

    expect(screen.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
    await elapse(1999);
    expect(screen.getByText('This password reset link is invalid or expired.')).toBeVisible();
    expect(location.history).toEqual(['/change-password']);
    await elapse(1);
    expect(location.history).toEqual(['/change-password', '/forgot-password']);
  });

  it('with a refused token: the error screen, then /forgot-password after 3 s', async () => {
    vi.useFakeTimers();
    stubApi({ 'POST /api/verify-reset-token': invalidToken });
    const { location } = renderPage('/change-password?token=stale');
    expect(screen.getByText('Checking your reset link...')).toBeVisible();

    // The verification fails without the clock moving: the 3 s count from the error screen.
    while (!screen.queryByRole('heading', { name: 'Invalid Reset Link' })) await elapse(0);

    expect(
      screen.getByText(
        'This password reset link is invalid or has expired. Please request a new one.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await elapse(2999);
    expect(screen.getByText('This password reset link is invalid or expired.')).toBeVisible();
    expect(location.history.at(-1)).toBe('/change-password?token=stale');
    await elapse(1);
    expect(location.history.at(-1)).toBe('/forgot-password');
  });

  it('ticks each password requirement as it is met', async () => {
    stubApi({ 'POST /api/verify-reset-token': Response.json({ valid: true }) });
    renderPage('/change-password?token=fresh');

    const password = await screen.findByLabelText('New Password');
    await userEvent.type(password, 'abcdefgh');

    const met = screen.getAllByRole('listitem').filter((item) => item.dataset.met === 'true');
    expect(met.map((item) => item.textContent)).toEqual([
      '8 or more characters(met)',
      'A lowercase letter(met)',
    ]);
    await userEvent.click(screen.getAllByRole('button', { name: 'Show password' })[0] as Element);
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeVisible();
  });

  it('sets the new password, signs the agent in and opens the dashboard', async () => {
    const fetchMock = stubApi({
      'POST /api/verify-reset-token': Response.json({ valid: true }),
      'POST /api/reset-password': Response.json(buildAgent()),
      [`POST /api/login/${AGENT_ID}`]: Response.json({ earnedBadges: [] }),
    });
    const { location } = renderPage('/change-password?token=fresh');

    await userEvent.type(await screen.findByLabelText('New Password'), 'Secret1!');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'Secret1!');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByText('Password Updated')).toBeVisible();
    expect(
      screen.getByText('Your password has been successfully updated. You are now logged in.'),
    ).toBeVisible();
    expect(location.history.at(-1)).toBe('/dashboard');
    expect(localStorage.getItem('agentId')).toBe(AGENT_ID);
    expect(sentBodies(fetchMock, 'POST /api/reset-password')).toEqual([
      { token: 'fresh', password: 'Secret1!' },
    ]);
  });

  it("toasts 'Password Reset Failed' with the server's message", async () => {
    stubApi({
      'POST /api/verify-reset-token': Response.json({ valid: true }),
      'POST /api/reset-password': invalidToken,
    });
    renderPage('/change-password?token=fresh');

    await userEvent.type(await screen.findByLabelText('New Password'), 'Secret1!');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'Secret2!');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    await userEvent.clear(screen.getByLabelText('Confirm New Password'));
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'Secret1!');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByText('Password Reset Failed')).toBeVisible();
    expect(screen.getByText('This password reset link is invalid or has expired.')).toBeVisible();
  });
});
