import { expect, it } from 'vitest';
import { ORIGIN_ONLY, signUpInBrowser } from './support/accounts';
import {
  describeJourney,
  expectAccessible,
  openPhone,
  screenshot,
  useBrowser,
} from './support/browser';

describeJourney('the Criteria tab', () => {
  const browser = useBrowser();

  it('shows the saved criteria, refuses a bad zip and range, saves, and counts leads', async () => {
    const { page, context, consoleErrors } = await openPhone(browser());
    await page.goto(ORIGIN_ONLY);
    await signUpInBrowser(context, page, {
      targetArea: 'Miami, FL',
      minValue: 50000,
      sellerType: 'high-equity',
    });
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Criteria' }).tap();
    await page.getByRole('heading', { name: 'Your Search Criteria' }).waitFor();

    // What registration saved, including a minimum the tab's own list lacks.
    const area = page.getByLabel('Target Area', { exact: true });
    await area.waitFor();
    expect(await area.inputValue()).toBe('Miami, FL');
    const minimum = page.getByLabel('Minimum Value', { exact: true });
    expect(await minimum.locator('option:checked').textContent()).toBe('$50,000');
    await expectAccessible(page, 'criteria');
    await screenshot(page, 'criteria-saved');

    // A four-digit zip.
    await area.fill('3313');
    await page.getByRole('button', { name: 'Save Criteria' }).tap();
    await page.getByText('Invalid Target Areas').first().waitFor();
    await page.getByText('Zip codes must be exactly 5 digits').first().waitFor();
    await screenshot(page, 'criteria-bad-zip');

    // A maximum below the minimum.
    await area.fill('33131');
    await minimum.selectOption({ label: '$500,000' });
    await page.getByLabel('Maximum Value', { exact: true }).selectOption({ label: '$250,000' });
    await page.getByRole('button', { name: 'Save Criteria' }).tap();
    await page.getByText('Invalid Criteria').first().waitFor();
    await page
      .getByText('Maximum property value must be greater than minimum property value')
      .first()
      .waitFor();
    await expectAccessible(page, 'criteria with errors');
    await screenshot(page, 'criteria-bad-range');

    // Fixed, saved, and counted.
    await page.getByLabel('Maximum Value', { exact: true }).selectOption({ label: '$3,000,000' });
    await page.getByRole('button', { name: 'Save Criteria' }).tap();
    await page.getByText('Criteria Saved').first().waitFor();
    await page.getByRole('button', { name: 'Check Lead Count' }).tap();
    await page.getByText('Total Available').waitFor();
    const figure = async (term: string) =>
      Number(
        ((await page.getByText(term, { exact: true }).locator('..').textContent()) ?? '')
          .replace(term, '')
          .replace(/[^\d]/g, ''),
      );
    expect(await figure('Total Available')).toBeGreaterThan(0);
    expect(await figure('Current Offset')).toBe(0);
    // Other journeys' agents may hold some of the same properties (the exclusivity window).
    const remaining = await figure('Remaining Leads');
    expect(remaining).toBeGreaterThan(0);
    expect(remaining).toBeLessThanOrEqual(await figure('Total Available'));
    await page
      .getByText(/60 seconds/)
      .first()
      .waitFor();
    await expectAccessible(page, 'lead count');
    await screenshot(page, 'criteria-count');

    // The saved criteria come back after a reload.
    await page.reload();
    await page.getByLabel('Target Area', { exact: true }).waitFor();
    expect(await page.getByLabel('Target Area', { exact: true }).inputValue()).toBe('33131');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
