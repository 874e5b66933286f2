import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { AGENT_ID } from '@/test/agent';
import { apiError, heldReply, sentBodies, stubApi } from '@/test/api';
import { renderWithProviders } from '@/test/render';
import ConfirmEmailRoute from './confirm-email';

const invalidToken = apiError(400, {
  error: 'INVALID_CONFIRMATION_TOKEN',
  message: 'This confirmation link is invalid or has expired.',
  field: 'token',
});

function renderPage(path: string) {
  const page = (
    <StrictMode>
      <Route path="/confirm-email" component={ConfirmEmailRoute} />
    </StrictMode>
  );
  return renderWithProviders(page, { path });
}

describe('ConfirmEmailRoute', () => {
  it('posts the token once as it opens, then says the email is confirmed, with a way to sign in', async () => {
    const held = heldReply();
    const fetchMock = stubApi({ 'POST /api/confirm-email': held.reply });
    renderPage('/confirm-email?token=fresh');

    expect(screen.getByRole('heading', { level: 1, name: 'Confirm Email' })).toBeVisible();
    expect(screen.getByText('Confirming your email address...')).toBeVisible();
    held.answer(Response.json({ confirmed: true }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Email Confirmed' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    // A single-use token: sent once, even as StrictMode mounts the page twice.
    expect(sentBodies(fetchMock, 'POST /api/confirm-email')).toEqual([{ token: 'fresh' }]);
  });

  it('offers the dashboard to a signed-in browser', async () => {
    localStorage.setItem('agentId', AGENT_ID);
    stubApi({ 'POST /api/confirm-email': Response.json({ confirmed: true }) });
    renderPage('/confirm-email?token=fresh');

    await screen.findByRole('heading', { level: 1, name: 'Email Confirmed' });
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('says a used or expired link is invalid', async () => {
    stubApi({ 'POST /api/confirm-email': invalidToken });
    renderPage('/confirm-email?token=stale');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invalid Confirmation Link' }),
    ).toBeVisible();
    expect(screen.getByText('This confirmation link is invalid or has expired.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('says a link without a token is invalid, asking nothing of the server', () => {
    const fetchMock = stubApi();
    renderPage('/confirm-email');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Invalid Confirmation Link' }),
    ).toBeVisible();
    expect(sentBodies(fetchMock, 'POST /api/confirm-email')).toEqual([]);
  });

  it('offers to try again when the server could not answer, and confirms on the retry', async () => {
    let calls = 0;
    stubApi({
      'POST /api/confirm-email': () =>
        ++calls === 1
          ? apiError(503, { error: 'DATABASE_UNAVAILABLE', message: 'Please try again shortly.' })
          : Response.json({ confirmed: true }),
    });
    renderPage('/confirm-email?token=fresh');

    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again shortly.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Email Confirmed' })).toBeVisible();
  });
});
