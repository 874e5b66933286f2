import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AGENT_ID } from '@/test/agent';
import { stubApi } from '@/test/api';
import { creditTransaction, transactionsRoute } from '@/test/credits';
import { renderWithProviders } from '@/test/render';
import { RecentActivity } from './recent-activity';

const TRANSACTIONS = transactionsRoute(AGENT_ID);

function rows() {
  const list = screen.getByRole('region', { name: 'Recent Activity' });
  return within(list).getAllByRole('listitem');
}

describe('Recent Activity', () => {
  it('lists the first 5 credit transactions: what, plus or minus how many, and when', async () => {
    const spent = creditTransaction(1, {
      type: 'spent',
      amount: 25,
      description: 'Bulk leads: 25 Vacant leads in 33131',
      source: 'bulk_leads',
      createdAt: '2026-11-20T14:00:00.000Z',
    });
    const earlier = [2, 3, 4, 5, 6].map((n) =>
      creditTransaction(n, { description: `Reward ${n}`, amount: 10, source: 'streak' }),
    );
    stubApi({ [TRANSACTIONS]: Response.json([spent, ...earlier]) });
    renderWithProviders(<RecentActivity agentId={AGENT_ID} />);
    expect(screen.getByText('Loading your credit activity...')).toBeInTheDocument();

    expect(await screen.findByText('Bulk leads: 25 Vacant leads in 33131')).toBeVisible();
    expect(rows()).toHaveLength(5);
    const [first, second] = rows();
    expect(first).toHaveTextContent('Nov 20, 2026');
    expect(within(first as HTMLElement).getByText('\u221225')).toBeVisible();
    expect(within(first as HTMLElement).getByText('25 credits spent')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('+10')).toBeVisible();
    expect(screen.queryByText('Reward 6')).not.toBeInTheDocument();
  });

  it('says what will show there while there is nothing yet', async () => {
    stubApi({ [TRANSACTIONS]: Response.json([]) });
    renderWithProviders(<RecentActivity agentId={AGENT_ID} />);

    expect(
      await screen.findByText(
        'No credit activity yet. Credits you earn from streaks and referrals, and spend on leads, will be listed here.',
      ),
    ).toBeVisible();
  });

  it('says when the transactions cannot be loaded', async () => {
    stubApi({ [TRANSACTIONS]: new Response('Bad Gateway', { status: 502 }) });
    renderWithProviders(<RecentActivity agentId={AGENT_ID} />);

    expect(await screen.findByText('We could not load your credit activity.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  });
});
