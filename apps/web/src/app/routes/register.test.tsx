import { REFERRAL_MESSAGES } from '@porchlight/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api';
import { referralCodeRoute } from '@/test/referrals';
import { renderWithProviders } from '@/test/render';
import RegisterRoute from './register';

function renderRegister(path: string) {
  return renderWithProviders(<RegisterRoute />, { path });
}

describe('registration from a referral link', () => {
  it('names who invited the visitor and what both of them get', async () => {
    stubApi({
      [referralCodeRoute('MARIA25')]: Response.json({ valid: true, referrerName: 'Maria' }),
    });
    renderRegister('/register?ref=MARIA25');

    expect(screen.getByRole('status')).toHaveTextContent('Checking your referral link...');
    expect(
      await screen.findByText(
        'Invited by Maria: you both get 25 credits once you are confirmed (your email and first batch of leads, or your first paid week).',
      ),
    ).toBeVisible();
    expect(screen.getByText('Referral code: MARIA25')).toBeVisible();
  });

  it('says gently that an unknown link gives no credits, and keeps the signup open', async () => {
    stubApi({
      [referralCodeRoute('NOPE99')]: Response.json({ valid: false, referrerName: null }),
    });
    renderRegister('/register?ref=NOPE99');

    expect(await screen.findByText(REFERRAL_MESSAGES.invalidCode)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('says so when the link could not be checked', async () => {
    stubApi({ [referralCodeRoute('MARIA25')]: new Response('Bad Gateway', { status: 502 }) });
    renderRegister('/register?ref=MARIA25');

    expect(
      await screen.findByText(
        'We could not check this referral link right now. You can still sign up.',
      ),
    ).toBeVisible();
  });

  it('asks nothing without a referral code', async () => {
    const fetchMock = stubApi();
    renderRegister('/register');

    expect(await screen.findByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.queryByText(/Referral code/)).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(
      expect.stringContaining('/api/referral-codes'),
    );
  });
});
