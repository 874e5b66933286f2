import { expect, it } from 'vitest';
import { ORIGIN_ONLY, proAgentIn, signUpInBrowser } from './support/accounts';
import {
  describeJourney,
  expectAccessible,
  openPhone,
  screenshot,
  toast,
  untilLoaded,
  useBrowser,
} from './support/browser';

// The Profile tab's Webhook card (docs/connections.md "Webhooks"), on the built app and server.
describeJourney('the webhook to another CRM', () => {
  const browser = useBrowser();

  it('refuses a private address, then saves an https one and shows its secret once', async () => {
    const { page, context, consoleErrors } = await openPhone(browser());
    await page.goto(ORIGIN_ONLY);
    await signUpInBrowser(context, page, proAgentIn('33139'));
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Profile' }).tap();
    await untilLoaded(page);
    const field = page.getByLabel('Webhook URL');
    await field.scrollIntoViewIfNeeded();

    await field.fill('https://10.0.0.5/hook');
    await page.getByRole('button', { name: 'Save', exact: true }).tap();
    await page
      .getByText('url must be a public address, not a private, local or link-local one')
      .waitFor();

    await field.fill('https://hooks.example.com/catch/1');
    await page.getByRole('button', { name: 'Save', exact: true }).tap();
    await toast(page, 'Webhook Saved').waitFor();
    const secret = page.getByLabel('Signing secret');
    expect(await secret.inputValue()).toMatch(/^whsec_/);
    await page.getByText('No deliveries yet.').waitFor();
    await page.getByRole('heading', { name: 'Connections' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'webhooks-profile-saved', { fullPage: false });
    await expectAccessible(page, 'the Profile tab with a webhook saved');

    // Once only: the tab read again shows New Signing Secret, not the secret.
    await page.reload();
    await page.getByRole('tab', { name: 'Profile' }).tap();
    await page.getByRole('button', { name: 'New Signing Secret' }).waitFor();
    expect(await page.getByLabel('Signing secret').count()).toBe(0);
    // The browser logs the refused save's answer; nothing else may appear.
    const refusedLine =
      'Failed to load resource: the server responded with a status of 400 (Bad Request)';
    expect(consoleErrors).toEqual([refusedLine]);
    await context.close();
  });
});
