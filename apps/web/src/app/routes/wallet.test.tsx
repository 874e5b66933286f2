import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeadWalletPanel } from '@/features/credits/components/lead-wallet-panel';
import { AGENT_ID, buildAgent, storeAgent } from '@/test/agent';
import { apiError, stubApi } from '@/test/api';
import { creditsAnswer, creditsRoute, creditTransaction, transactionsRoute } from '@/test/credits';
import {
  buildReferral,
  newAgentReferrals,
  referralsAnswer,
  referralsRoute,
} from '@/test/referrals';
import { renderWithProviders } from '@/test/render';
import WalletRoute from './wallet';

const CREDITS = creditsRoute(AGENT_ID);
const TRANSACTIONS = transactionsRoute(AGENT_ID);
const twelve = Array.from({ length: 12 }, (_, i) =>
  creditTransaction(i + 1, { description: `Streak reward ${i + 1}`, amount: 10 }),
);

async function expectSignInPrompt() {
  expect(await screen.findByText('Sign in to see your lead wallet.')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
}

describe('the Lead Wallet page', () => {
  it('asks a visitor with no stored agent to sign in, without asking the server', async () => {
    const fetchMock = stubApi();
    renderWithProviders(<WalletRoute />, { path: '/wallet' });

    await expectSignInPrompt();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(
      `/api/credits/${AGENT_ID}`,
    );
  });

  it('asks to sign in when the server says the session is gone, and forgets the stored agent', async () => {
    storeAgent(buildAgent());
    stubApi({ [CREDITS]: apiError(401, { error: 'UNAUTHORIZED', message: 'Please sign in.' }) });
    const { location } = renderWithProviders(<WalletRoute />, { path: '/wallet' });
    expect(screen.getByText('Loading your credits...')).toBeInTheDocument();

    await expectSignInPrompt();
    expect(localStorage.getItem('currentAgent')).toBeNull();
    expect(location.history).toEqual(['/wallet']);
  });

  it('shows a signed-in agent the credits, Purchase 50 Leads and the last 10 transactions', async () => {
    storeAgent(buildAgent());
    stubApi({
      [CREDITS]: creditsAnswer(80),
      [TRANSACTIONS]: Response.json(twelve),
      ...newAgentReferrals(AGENT_ID),
    });
    renderWithProviders(<WalletRoute />, { path: '/wallet' });

    const purchase = await screen.findByRole('button', { name: 'Purchase 50 Leads' });
    expect(screen.getByRole('heading', { level: 1, name: 'Lead Wallet' })).toBeVisible();
    expect(screen.getByText('80')).toBeVisible();
    expect(
      screen.getByText('50 leads for 100 credits, from your saved search criteria.'),
    ).toBeVisible();
    expect(purchase).toBeDisabled();
    expect(purchase).toHaveAccessibleDescription('Need 20 more credits');
    const transactions = await screen.findByRole('region', { name: 'Transactions' });
    expect(within(transactions).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('offers Refer Friends and lists the latest referrals', async () => {
    storeAgent(buildAgent());
    stubApi({
      [CREDITS]: creditsAnswer(30),
      [TRANSACTIONS]: Response.json([]),
      [referralsRoute(AGENT_ID)]: referralsAnswer([buildReferral(1, { status: 'credited' })]),
    });
    renderWithProviders(<WalletRoute />, { path: '/wallet' });

    expect(await screen.findByRole('heading', { name: 'Refer Friends' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add Referral' })).toBeVisible();
    const referrals = await screen.findByRole('region', { name: 'Your Referrals' });
    expect(await within(referrals).findByText('friend1@example.com')).toBeVisible();
    expect(within(referrals).getByText('Joined')).toBeVisible();
  });

  it('enables Purchase 50 Leads at 100 credits', async () => {
    storeAgent(buildAgent());
    stubApi({
      [CREDITS]: creditsAnswer(100),
      [TRANSACTIONS]: Response.json([]),
      ...newAgentReferrals(AGENT_ID),
    });
    renderWithProviders(<WalletRoute />, { path: '/wallet' });

    expect(await screen.findByRole('button', { name: 'Purchase 50 Leads' })).toBeEnabled();
  });

  it('says when the wallet cannot be loaded, other than for a lost session', async () => {
    storeAgent(buildAgent());
    stubApi({ [CREDITS]: new Response('Bad Gateway', { status: 502 }) });
    renderWithProviders(<WalletRoute />, { path: '/wallet' });

    expect(await screen.findByText('We could not load your lead wallet.')).toBeVisible();
    expect(localStorage.getItem('currentAgent')).not.toBeNull();
  });
});

describe('the Lead Wallet panel', () => {
  it('places the Refer Friends form and the referrals between the package and the transactions', async () => {
    stubApi({ [TRANSACTIONS]: Response.json([]) });
    renderWithProviders(
      <LeadWalletPanel
        agentId={AGENT_ID}
        credits={0}
        referFriends={<p>Refer Friends form</p>}
        referrals={<p>Referrals list</p>}
      />,
    );

    const order = [
      screen.getByRole('button', { name: 'Purchase 50 Leads' }),
      screen.getByText('Refer Friends form'),
      screen.getByText('Referrals list'),
      await screen.findByRole('region', { name: 'Transactions' }),
    ];
    order.slice(1).forEach((node, i) => {
      expect(order[i]?.compareDocumentPosition(node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    });
  });
});
