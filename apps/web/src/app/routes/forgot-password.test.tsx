import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, sentBodies, stubApi } from '@/test/api';
import { renderWithProviders } from '@/test/render';
import ForgotPasswordRoute from './forgot-password';

const sent = () => Response.json({ message: 'If an account exists, a link is on its way.' });

async function requestReset(email: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

describe('ForgotPasswordRoute', () => {
  it('asks for a valid email address', async () => {
    const fetchMock = stubApi();
    renderWithProviders(<ForgotPasswordRoute />);

    await requestReset('maria@');

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("confirms with the address, and 'Send Another Email' returns to the form", async () => {
    const fetchMock = stubApi({ 'POST /api/forgot-password': sent });
    renderWithProviders(<ForgotPasswordRoute />);

    await requestReset('maria@example.com');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check Your Email' }),
    ).toBeVisible();
    expect(screen.getByText('maria@example.com')).toBeVisible();
    expect(screen.getByText(/works for 60 minutes/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(sentBodies(fetchMock, 'POST /api/forgot-password')).toEqual([
      { email: 'maria@example.com' },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Send Another Email' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('maria@example.com');
  });

  it("toasts 'Error' with the server's message", async () => {
    stubApi({
      'POST /api/forgot-password': apiError(429, { error: 'RATE_LIMITED', message: 'Slow down.' }),
    });
    renderWithProviders(<ForgotPasswordRoute />, { toaster: true });

    await requestReset('maria@example.com');

    expect(await screen.findByText('Slow down.')).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
  });

  it('falls back to its own words when the server cannot be reached', async () => {
    stubApi({ 'POST /api/forgot-password': () => Promise.reject(new TypeError('offline')) });
    renderWithProviders(<ForgotPasswordRoute />, { toaster: true });

    await requestReset('maria@example.com');

    expect(await screen.findByText('Failed to send reset email. Please try again.')).toBeVisible();
  });
});
