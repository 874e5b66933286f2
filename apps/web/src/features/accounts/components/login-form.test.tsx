import * as routes from '@porchlight/contracts/routes';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { agentKey } from '@/lib/route-query';
import { AGENT_ID, buildAgent } from '@/test/agent';
import { apiError, sentBodies, stubApi } from '@/test/api';
import { renderWithProviders } from '@/test/render';
import { loginAnswer, loginRoute } from '@/test/streaks';
import { expectToast } from '@/test/toasts';
import { LoginForm } from './login-form';

function renderLogin() {
  return renderWithProviders(<LoginForm />, { path: '/login', toaster: true });
}

async function signIn(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginForm', () => {
  it('shows its messages under empty fields, and clears them once fixed', async () => {
    const fetchMock = stubApi();
    renderLogin();

    await signIn('', '');

    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    await userEvent.type(email, 'maria@example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("toasts 'Login Failed' with the server's message", async () => {
    stubApi({
      'POST /api/authenticate': apiError(401, {
        error: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
      }),
    });
    renderLogin();

    await signIn('maria@example.com', 'wrong-password');

    expect(await screen.findByText('Login Failed')).toBeVisible();
    expect(screen.getByText('Invalid email or password')).toBeVisible();
  });

  it('falls back to its own words when the answer is not an API error', async () => {
    stubApi({ 'POST /api/authenticate': new Response('', { status: 502 }) });
    renderLogin();

    await signIn('maria@example.com', 'Secret1!');

    expect(await screen.findByText('Login failed. Please try again.')).toBeVisible();
  });

  it('keeps a stored agent when the credentials are wrong (a 401 here is no lost session)', async () => {
    localStorage.setItem('agentId', AGENT_ID);
    stubApi({
      'POST /api/authenticate': apiError(401, { error: 'INVALID_CREDENTIALS', message: 'No.' }),
    });
    const { location } = renderLogin();

    await signIn('maria@example.com', 'wrong-password');

    expect(await screen.findByText('Login Failed')).toBeVisible();
    expect(localStorage.getItem('agentId')).toBe(AGENT_ID);
    expect(location.history).toEqual(['/login']);
  });

  it('stores the agent, records the login and opens the dashboard', async () => {
    const agent = buildAgent();
    const fetchMock = stubApi({
      'POST /api/authenticate': Response.json(agent),
      [`POST /api/login/${AGENT_ID}`]: Response.json({ earnedBadges: [] }),
    });
    const { location } = renderLogin();

    await signIn('  Maria@Example.com ', 'Secret1!');

    await vi.waitFor(() => expect(location.history).toEqual(['/login', '/dashboard']));
    expect(sentBodies(fetchMock, 'POST /api/authenticate')).toEqual([
      { email: 'maria@example.com', password: 'Secret1!' },
    ]);
    expect(sentBodies(fetchMock, `POST /api/login/${AGENT_ID}`)).toHaveLength(1);
    expect(localStorage.getItem('agentId')).toBe(AGENT_ID);
    expect(JSON.parse(localStorage.getItem('currentAgent') ?? '{}')).toEqual(agent);
  });

  it('toasts the badges earned since the last visit, and reads the balance again', async () => {
    stubApi({
      'POST /api/authenticate': Response.json(buildAgent()),
      [loginRoute(AGENT_ID)]: loginAnswer('week-warrior'),
    });
    const { queryClient } = renderLogin();
    queryClient.setQueryData(agentKey(routes.getCredits, AGENT_ID), { credits: 25 });

    await signIn('maria@example.com', 'Secret1!');

    await expectToast('Badge Earned: Week Warrior', '+10 credits added to your wallet');
    expect(queryClient.getQueryState(agentKey(routes.getCredits, AGENT_ID))?.isInvalidated).toBe(
      true,
    );
  });

  it('names every badge earned at once in one toast', async () => {
    stubApi({
      'POST /api/authenticate': Response.json(buildAgent()),
      [loginRoute(AGENT_ID)]: loginAnswer('week-warrior', 'dedication-champion'),
    });
    renderLogin();

    await signIn('maria@example.com', 'Secret1!');

    await expectToast(
      'Badges Earned: Week Warrior and Dedication Champion',
      '+35 credits added to your wallet',
    );
  });

  it('signs in all the same when the login event fails', async () => {
    stubApi({
      'POST /api/authenticate': Response.json(buildAgent()),
      [loginRoute(AGENT_ID)]: new Response('Bad Gateway', { status: 502 }),
    });
    const { location } = renderLogin();

    await signIn('maria@example.com', 'Secret1!');

    await vi.waitFor(() => expect(location.history).toEqual(['/login', '/dashboard']));
    expect(screen.queryByText(/Badge/)).not.toBeInTheDocument();
  });

  it('reads "Signing in..." and is disabled while the request runs', async () => {
    stubApi({ 'POST /api/authenticate': () => new Promise<Response>(() => {}) });
    renderLogin();

    await signIn('maria@example.com', 'Secret1!');

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
  });
});
