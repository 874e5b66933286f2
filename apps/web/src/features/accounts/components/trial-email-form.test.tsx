// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sentBodies, stubApi } from '@/test/api';
import { renderWithProviders } from '@/test/render';
import { TrialEmailForm } from './trial-email-form';

async function startTrial(email: string) {
  if (email) await userEvent.type(screen.getByLabelText('Your email address'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
}

describe('TrialEmailForm', () => {
  it('alerts when the email is empty, and sends nothing', async () => {
    const fetchMock = stubApi();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { location } = renderWithProviders(<TrialEmailForm />);

    await startTrial('   ');

    expect(alert).toHaveBeenCalledWith('Please enter your email address');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(location.history).toEqual(['/']);
  });

  it('saves the email, then opens registration with it', async () => {
    const fetchMock = stubApi({
      'POST /api/save-trial-email': new Response(null, { status: 204 }),
    });
    const { location } = renderWithProviders(<TrialEmailForm />);

    await startTrial('lead+1@example.com');

    await vi.waitFor(() =>
      expect(location.history.at(-1)).toBe('/register?trial=true&email=lead%2B1%40example.com'),
    );
    expect(sentBodies(fetchMock, 'POST /api/save-trial-email')).toEqual([
      { email: 'lead+1@example.com' },
    ]);
  });

  it('opens registration even when saving the email fails', async () => {
    stubApi({ 'POST /api/save-trial-email': new Response('', { status: 500 }) });
    const { location } = renderWithProviders(<TrialEmailForm />);

    await startTrial('lead@example.com');

    await vi.waitFor(() =>
      expect(location.history.at(-1)).toBe('/register?trial=true&email=lead%40example.com'),
    );
  });
});
