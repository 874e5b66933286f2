import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ORIGIN_ONLY, proAgentIn, signUpInBrowser } from './support/accounts';
import {
  describeJourney,
  expectAccessible,
  openPhone,
  screenshot,
  toast,
  useBrowser,
} from './support/browser';

/** The journeys' phone, then the smallest, where the wizard and its question must still fit. */
const SCREENS = [
  { viewport: { width: 390, height: 844 }, deep: true },
  { viewport: { width: 360, height: 640 }, deep: false },
];

/** The label of the element that has focus. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

describeJourney('credits and the Purchase Bulk Leads wizard', () => {
  const browser = useBrowser();

  for (const { viewport, deep } of SCREENS) {
    const size = `${viewport.width}×${viewport.height}`;
    const shot = (name: string) => (deep ? name : `${name}-${viewport.width}`);
    it(`at ${size}, buys 25 bulk leads with the signup credits after a Spend question${deep ? ', finds them Purchased, and sees the spend on the wallet and the profile' : ''}`, async () => {
      const { page, context, consoleErrors } = await openPhone(browser(), { viewport });
      await page.goto(ORIGIN_ONLY);
      await signUpInBrowser(context, page, proAgentIn('33133'));

      await page.goto('/dashboard');
      await page.getByRole('tab', { name: 'Saved' }).tap();
      await page.getByRole('button', { name: 'Buy Bulk Leads' }).tap();
      const wizard = page.getByRole('dialog', { name: 'Purchase Bulk Leads' });

      // Step 1: Next without a lead type is refused in its own words.
      await wizard.getByRole('button', { name: 'Next' }).tap();
      await wizard.getByText('Please select a lead type to continue').first().waitFor();
      await wizard.getByRole('radio', { name: /^Tired Landlord/ }).check();
      await wizard.getByRole('button', { name: 'Next' }).tap();

      // Step 2: several zips, comma-separated.
      await wizard.getByLabel('Zip codes').fill('33134, 33135, 33145');
      await expectAccessible(page, 'bulk wizard, location');
      await wizard.getByRole('button', { name: 'Next' }).tap();

      // Step 3: filters are optional.
      await wizard.getByLabel('Minimum bedrooms').waitFor();
      await wizard.getByRole('button', { name: 'Next' }).tap();

      // Step 4: the purchase waits for a count of at least 25.
      const purchase = wizard.getByRole('button', { name: 'Purchase 25 Leads (25 credits)' });
      expect(await purchase.isDisabled()).toBe(true);
      await wizard.getByRole('button', { name: 'Check Availability' }).tap();
      await wizard.getByText(/^[\d,]+\+? leads available$/).waitFor();
      await expect.poll(() => purchase.isEnabled()).toBe(true);
      await screenshot(page, shot('bulk-wizard-review'), { fullPage: false });
      await purchase.tap();
      // Spending asks first, as the wallet and the profile do.
      const confirm = page.getByRole('alertdialog', { name: 'Purchase 25 leads for 25 credits?' });
      await confirm.getByText('You have 25 credits.').waitFor();
      // Cancel has the focus: an Enter spends nothing. Both answers show on the screen.
      await expect.poll(() => focused(page)).toBe('Cancel');
      for (const name of ['Cancel', 'Spend 25 Credits']) {
        expect(await confirm.getByRole('button', { name }).isVisible(), `${size}: ${name}`).toBe(
          true,
        );
        const box = await confirm.getByRole('button', { name }).boundingBox();
        expect(
          (box?.y ?? -1) >= 0 && (box?.y ?? 0) + (box?.height ?? 0) <= viewport.height,
          `${size}: ${name} on screen`,
        ).toBe(true);
      }
      await screenshot(page, shot('bulk-wizard-confirm'), { fullPage: false });
      await confirm.getByRole('button', { name: 'Spend 25 Credits' }).tap();
      await toast(page, 'Leads Purchased').waitFor();
      await wizard.waitFor({ state: 'hidden' });
      if (!deep) {
        expect(consoleErrors).toEqual([]);
        await context.close();
        return;
      }

      // The leads arrived saved, under Purchased Leads, each with the Purchased badge.
      const purchased = page.getByRole('region', { name: 'Purchased Leads' });
      await expect.poll(() => purchased.getByText('Purchased', { exact: true }).count()).toBe(25);
      await screenshot(page, 'credits-purchased-leads');

      // The wallet page: nothing left, and the spend listed.
      await page.goto('/wallet');
      const spend = page.getByText('Bulk leads: 25 Tired Landlord leads in 33134, 33135, 33145');
      await spend.waitFor();
      await page.getByText('−25').first().waitFor();
      await page.getByText('Welcome bonus: 25 lead credits').waitFor();
      await expectAccessible(page, 'wallet');
      await screenshot(page, 'credits-wallet');

      // The profile: the Lead Wallet card and Recent Activity say the same.
      await page.goto('/profile');
      await page.getByText('Need 25 more credits').first().waitFor();
      await page.getByText('Bulk leads: 25 Tired Landlord leads in 33134, 33135, 33145').waitFor();
      await screenshot(page, 'credits-profile');
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  it('shows the sign-in prompt on the wallet once the session is gone', async () => {
    const { page, context, consoleErrors } = await openPhone(browser());
    await page.goto(ORIGIN_ONLY);
    await signUpInBrowser(context, page, proAgentIn('33133'));
    await context.clearCookies();
    await page.goto('/wallet');
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('agentId'))).toBeNull();
    // The credits call's 401 is the answer the page reads, not a failure of the page.
    expect(consoleErrors.filter((line) => !line.includes('401'))).toEqual([]);
  });
});
