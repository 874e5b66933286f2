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

const DAY_MS = 24 * 60 * 60 * 1000;

describeJourney('a trial with billing off', () => {
  const browser = useBrowser();

  it('shows the Starter Trial with 7 days left, then, 8 days on, an active plan whose leads still come', async () => {
    const { page, context, consoleErrors } = await openPhone(browser());
    await page.goto(ORIGIN_ONLY);
    await signUpInBrowser(context, page, proAgentIn('33132'));

    await page.goto('/profile');
    await page.getByText('Starter Trial · 7 days left').waitFor();
    await page
      .getByText(
        'Billing is not configured on this server: there is no card or plan to manage here.',
      )
      .waitFor();
    expect(await page.getByRole('button', { name: 'Manage Billing' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Upgrade to Premium' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'profile, trial, billing off');
    await screenshot(page, 'billing-profile-trial');

    // Eight days later the trial is over: with billing off it becomes active, with no charge.
    await setServerClock(page, new Date(Date.now() + 8 * DAY_MS).toISOString());
    try {
      await page.reload();
      await page.getByText('Active', { exact: true }).waitFor();
      expect(await page.getByText(/Starter Trial/).count()).toBe(0);
      await screenshot(page, 'billing-profile-active');

      await page.getByRole('tab', { name: 'Fresh 5' }).tap();
      await page.getByRole('button', { name: "Get Today's Leads" }).tap();
      await page.getByRole('heading', { name: "Today's Leads" }).waitFor();
      await page.getByText('5 of 5 remaining').waitFor();
    } finally {
      await setServerClock(page, null);
    }
    expect(consoleErrors).toEqual([]);
  });
});
