import { BADGES } from '@porchlight/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AGENT_ID } from '@/test/agent';
import { stubApi } from '@/test/api';
import { renderWithProviders } from '@/test/render';
import {
  BADGES_ROUTE,
  earnedBadge,
  earnedBadgesRoute,
  newAgentStreak,
  streakAnswer,
  streakRoute,
} from '@/test/streaks';
import { StreakCard } from './streak-card';

function renderCard(routes: Record<string, Response> = {}) {
  stubApi({ ...newAgentStreak(AGENT_ID), ...routes });
  return renderWithProviders(<StreakCard agentId={AGENT_ID} />);
}

const weekBar = () => screen.findByRole('progressbar', { name: "This week's streak" });

/** The bar's filled part, whose width shows the week's progress. */
function fill(bar: HTMLElement): string {
  return (bar.firstElementChild as HTMLElement | null)?.style.width ?? '';
}

/** What the card says of a streak: "Current streak 3 weeks". */
function stat(label: string): string {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

function badgeRow(name: string): HTMLElement {
  const row = screen.getByText(name).closest('li');
  if (!row) throw new Error(`No badge ${name}`);
  return row;
}

describe('the Weekly Streak and Earned Badges card', () => {
  it('shows an empty week as a 5% bar, so the bar is never invisible', async () => {
    renderCard();
    expect(screen.getByText('Loading your streak...')).toBeInTheDocument();

    const bar = await weekBar();
    expect(fill(bar)).toBe('5%');
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(bar).toHaveAttribute('aria-valuetext', '0 of 5 days this week');
    expect(screen.getByText('0 of 5 days this week')).toBeVisible();
  });

  it("fills the bar with the week's streak days, and counts the streak in weeks", async () => {
    renderCard({
      [streakRoute(AGENT_ID)]: streakAnswer({
        currentStreak: 3,
        longestStreak: 5,
        daysThisWeek: 3,
      }),
    });

    const bar = await weekBar();
    expect(fill(bar)).toBe('60%');
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(stat('Current streak')).toBe('3 weeks');
    expect(stat('Longest streak')).toBe('5 weeks');
    expect(
      screen.getByText("Go through all of a day's leads on 2 more days this week to complete it."),
    ).toBeVisible();
  });

  it('says when the week is complete', async () => {
    renderCard({
      [streakRoute(AGENT_ID)]: streakAnswer({
        currentStreak: 1,
        longestStreak: 1,
        daysThisWeek: 5,
        weekCompleted: true,
      }),
    });

    expect(fill(await weekBar())).toBe('100%');
    expect(stat('Current streak')).toBe('1 week');
    expect(screen.getByText('This week is complete: it counts toward your streak.')).toBeVisible();
  });

  it('shows the earned badges with their day, and the rest with what they ask and pay', async () => {
    renderCard({
      [BADGES_ROUTE]: Response.json([...BADGES].reverse()),
      [earnedBadgesRoute(AGENT_ID)]: Response.json([
        earnedBadge('week-warrior', '2026-11-10T02:30:00.000Z'),
        earnedBadge('dedication-champion', '2026-11-16T15:00:00.000Z'),
      ]),
    });

    const list = await screen.findByRole('list', { name: 'Badges' });
    const names = within(list)
      .getAllByRole('listitem')
      .map((row) => row.querySelector('p')?.textContent);
    expect(names).toEqual([
      'Week Warrior',
      'Dedication Champion',
      'Monthly Master',
      'Commitment Legend',
    ]);
    expect(badgeRow('Week Warrior')).toHaveTextContent('Earned Nov 9, 2026 · +10 credits');
    expect(badgeRow('Dedication Champion')).toHaveTextContent('Earned Nov 16, 2026 · +25 credits');
    expect(badgeRow('Monthly Master')).toHaveTextContent(
      'Not earned yet: 4-week streak · +50 credits',
    );
    expect(badgeRow('Commitment Legend')).toHaveTextContent(
      'Not earned yet: 8-week streak · +100 credits',
    );
    const warriorIcon = badgeRow('Week Warrior').querySelector('span');
    expect(warriorIcon).toHaveStyle({ backgroundColor: '#d97706' });
    expect(badgeRow('Monthly Master').querySelector('span')).toHaveClass('bg-muted');
  });

  it('says when the streak cannot be loaded, and tries again', async () => {
    renderCard({ [streakRoute(AGENT_ID)]: new Response('Bad Gateway', { status: 502 }) });

    expect(await screen.findByText('We could not load your streak and badges.')).toBeVisible();
    stubApi(newAgentStreak(AGENT_ID));
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await weekBar()).toBeVisible();
  });
});
