import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AGENT_ID } from '@/test/agent';
import { stubApi } from '@/test/api';
import { buildReferral, referralsAnswer, referralsRoute } from '@/test/referrals';
import { renderWithProviders } from '@/test/render';
import { YourReferrals } from './your-referrals';

const REFERRALS = referralsRoute(AGENT_ID);

function renderReferrals() {
  return renderWithProviders(<YourReferrals agentId={AGENT_ID} />);
}

/** What the card counts: "Successful 3", "Pending 4". */
function count(label: string): string {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

describe('Your Referrals', () => {
  it('counts the successful and pending referrals, and lists the latest as Joined or Pending', async () => {
    const latest = [
      buildReferral(5, { status: 'credited', creditsAwarded: 25 }),
      buildReferral(4, { status: 'completed', createdAt: '2026-11-10T02:30:00.000Z' }),
      buildReferral(3),
    ];
    stubApi({ [REFERRALS]: referralsAnswer(latest, { successful: 6, pending: 3 }) });
    renderReferrals();
    expect(screen.getByText('Loading your referrals...')).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Latest referrals' });
    expect(count('Successful')).toBe('6');
    expect(count('Pending')).toBe('3');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'friend5@example.comNov 9, 2026Joined',
      'friend4@example.comNov 9, 2026Joined',
      'friend3@example.comNov 9, 2026Pending',
    ]);
    expect(
      screen.getByText(
        'Each friend who joins earns 25 credits, and so do you, once they are confirmed (their email and first batch of leads, or their first paid week).',
      ),
    ).toBeVisible();
  });

  it('lists no more than the latest 5', async () => {
    const seven = Array.from({ length: 7 }, (_, i) => buildReferral(i + 1));
    stubApi({ [REFERRALS]: referralsAnswer(seven) });
    renderReferrals();

    const list = await screen.findByRole('list', { name: 'Latest referrals' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  });

  it('says what to do when nobody was referred yet', async () => {
    stubApi({ [REFERRALS]: referralsAnswer([]) });
    renderReferrals();

    expect(
      await screen.findByText(
        'No referrals yet. Invite a friend: when they join, you each get 25 credits once they are confirmed (their email and first batch of leads, or their first paid week).',
      ),
    ).toBeVisible();
    expect(count('Successful')).toBe('0');
  });

  it('says when the referrals cannot be loaded, and tries again', async () => {
    stubApi({ [REFERRALS]: new Response('Bad Gateway', { status: 502 }) });
    renderReferrals();

    expect(await screen.findByText('We could not load your referrals.')).toBeVisible();
    stubApi({ [REFERRALS]: referralsAnswer([buildReferral(1)]) });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('friend1@example.com')).toBeVisible();
  });
});
