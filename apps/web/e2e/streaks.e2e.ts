import type { APIRequestContext } from 'playwright-core';
import { expect, it } from 'vitest';
import { ORIGIN_ONLY, proAgentIn, signUpInBrowser } from './support/accounts';
import {
  describeJourney,
  expectAccessible,
  openPhone,
  screenshot,
  setServerClock,
  useBrowser,
} from './support/browser';

/** 15:00 UTC (10:00 EST) on each weekday of next week: the session and the trial still hold then. */
function nextWeekdays(): string[] {
  const monday = new Date();
  monday.setUTCHours(15, 0, 0, 0);
  monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7 || 7));
  return [0, 1, 2, 3, 4].map((n) => new Date(monday.getTime() + n * 86_400_000).toISOString());
}
const WEEK = nextWeekdays();

/** A day's batch taken and every card passed, through the API, as another device would. */
async function swipeTheDay(request: APIRequestContext, agentId: string) {
  const fresh = await request.post(`/api/leads/fresh/${agentId}`, { data: {} });
  expect(fresh.status(), await fresh.text()).toBe(200);
  const batch = (await (await request.get(`/api/leads/today/${agentId}`)).json()) as {
    id: string;
  }[];
  for (const lead of batch) {
    const res = await request.post('/api/swipe', {
      data: { agentId, leadId: lead.id, action: 'dismiss' },
    });
    expect(res.ok()).toBe(true);
  }
}

describeJourney('a streak week and its badge', () => {
  const browser = useBrowser();

  it('swipes Friday’s last card of a Monday–Friday week and sees Week Warrior and its 10 credits', async () => {
    const { page, context, consoleErrors } = await openPhone(browser());
    await page.goto(ORIGIN_ONLY);
    const agent = await signUpInBrowser(context, page, proAgentIn('33138'));
    try {
      for (const day of WEEK.slice(0, 4)) {
        await setServerClock(page, day);
        await swipeTheDay(context.request, agent.id);
      }
      await setServerClock(page, WEEK[4] ?? null);
      await page.goto('/dashboard');
      await page.getByRole('tab', { name: 'Fresh 5' }).tap();
      await page.getByRole('button', { name: "Get Today's Leads" }).tap();
      for (const left of [
        '4 of 5 remaining',
        '3 of 5 remaining',
        '2 of 5 remaining',
        '1 of 5 remaining',
      ]) {
        await page.getByRole('button', { name: 'Pass', exact: true }).tap();
        await page.getByText(left).waitFor();
      }
      await page.getByRole('button', { name: 'Pass', exact: true }).tap();
      const toast = page.getByRole('status').filter({ hasText: 'Badge Earned: Week Warrior' });
      await toast.first().waitFor();
      await page.getByText('+10 credits added to your wallet').first().waitFor();
      await screenshot(page, 'streaks-badge-toast');

      await page.goto('/profile');
      const card = page.getByRole('region', { name: 'Weekly Streak and Earned Badges' });
      await card.getByText('5 of 5 days this week').first().waitFor();
      await card.getByText(/Earned .* · \+10 credits/).waitFor();
      await expectAccessible(page, 'profile, streak card');
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'streaks-profile-card');
      const { credits } = await (await context.request.get(`/api/credits/${agent.id}`)).json();
      expect(credits).toBe(35);
    } finally {
      await setServerClock(page, null);
    }
    expect(consoleErrors).toEqual([]);
  });
});
