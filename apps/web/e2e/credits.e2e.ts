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

describeJourney('credits and the Purchase Bulk Leads wizard', () => {
  const browser = useBrowser();

  it('buys 25 bulk leads with the signup credits, finds them Purchased, and sees the spend on the wallet and the profile', async () => {
    const { page, context, consoleErrors } = await openPhone(browser());
    await page.goto(ORIGIN_ONLY);
    await signUpInBrowser(context, page, proAgentIn('33133'));

    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Saved' }).click();
    await page.getByRole('button', { name: 'Buy Bulk Leads' }).click();
    const wizard = page.getByRole('dialog', { name: 'Purchase Bulk Leads' });

    // Step 1: Next without a lead type is refused in its own words.
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByText('Please select a lead type to continue').first().waitFor();
    await wizard.getByRole('radio', { name: /^Tired Landlord/ }).check();
    await wizard.getByRole('button', { name: 'Next' }).click();

    // Step 2: several zips, comma-separated.
    await wizard.getByLabel('Zip codes').fill('33134, 33135, 33145');
    await expectAccessible(page, 'bulk wizard, location');
    await wizard.getByRole('button', { name: 'Next' }).click();

    // Step 3: filters are optional.
    await wizard.getByLabel('Minimum bedrooms').waitFor();
    await wizard.getByRole('button', { name: 'Next' }).click();

    // Step 4: the purchase waits for a count of at least 25.
    const purchase = wizard.getByRole('button', { name: 'Purchase 25 Leads (25 credits)' });
    expect(await purchase.isDisabled()).toBe(true);
    await wizard.getByRole('button', { name: 'Check Availability' }).click();
    await wizard.getByText(/^[\d,]+\+? leads available$/).waitFor();
    await expect.poll(() => purchase.isEnabled()).toBe(true);
    await screenshot(page, 'bulk-wizard-review');
    await purchase.click();
    // Spending asks first, as the wallet and the profile do.
    const confirm = page.getByRole('alertdialog', { name: 'Purchase 25 leads for 25 credits?' });
    await confirm.getByText('You have 25 credits.').waitFor();
    await screenshot(page, 'bulk-wizard-confirm');
    await confirm.getByRole('button', { name: 'Spend 25 Credits' }).click();
    await toast(page, 'Leads Purchased').waitFor();
    await wizard.waitFor({ state: 'hidden' });

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
  });

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
