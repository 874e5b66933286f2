import { expect, it } from 'vitest';
import { ORIGIN_ONLY, signUpInBrowser } from './support/accounts';
import {
  describeJourney,
  expectAccessible,
  openPhone,
  screenshot,
  useBrowser,
} from './support/browser';

const PUBLIC_PAGES = [
  ['/', 'landing'],
  ['/login', 'login'],
  ['/register', 'register'],
  ['/wallet', 'wallet'],
  ['/forgot-password', 'forgot-password'],
  ['/change-password', 'change-password'],
  ['/terms-and-conditions', 'terms'],
  ['/privacy-policy', 'privacy'],
  ['/accessibility-statement', 'accessibility'],
  ['/support', 'support'],
  ['/faq', 'faq'],
  ['/fastcashoffers', 'fastcashoffers'],
] as const;

describeJourney('the app shell', () => {
  const browser = useBrowser();

  it('renders every page with a title, the footer, and no serious axe finding', async () => {
    const { page, context, consoleErrors } = await openPhone(browser());
    for (const [path, name] of PUBLIC_PAGES) {
      await page.goto(path);
      await expect.poll(() => page.locator('h1').count(), { timeout: 10_000 }).toBe(1);
      const footer = page.getByRole('contentinfo');
      await expect.poll(() => footer.getByText('© 2025').count()).toBeGreaterThan(0);
      for (const link of await footer.getByRole('link').all()) {
        expect(await link.getAttribute('target'), `${path} footer link`).toBe('_blank');
      }
      await expectAccessible(page, path);
      await screenshot(page, `shell-${name}`);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the 404 card for an unknown address', async () => {
    const { page, context } = await openPhone(browser());
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404); // the server says so, and the app shows the card
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await expectAccessible(page, '404');
    await screenshot(page, 'shell-404');
    await page.getByRole('link', { name: 'Back to Home' }).tap();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('welcomes a visitor with no stored agent on the dashboard', async () => {
    const { page, context } = await openPhone(browser());
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await page.getByRole('link', { name: 'Create New Account' }).isVisible()).toBe(true);
    await expectAccessible(page, 'dashboard welcome');
    await screenshot(page, 'shell-dashboard-welcome');
    await context.close();
  });

  it('keeps the chosen tab across a reload, and Invite and the avatar open the profile', async () => {
    const { page, context, consoleErrors } = await openPhone(browser());
    await page.goto(ORIGIN_ONLY);
    await signUpInBrowser(context, page);
    await page.goto('/dashboard');

    const tabs = page.getByRole('tablist', { name: 'Workspace' });
    await tabs.getByRole('tab', { name: 'Fresh 10' }).waitFor();
    expect(await page.getByRole('button', { name: 'Profile' }).textContent()).toBe('MD');
    await screenshot(page, 'shell-dashboard-today');

    await tabs.getByRole('tab', { name: 'Saved' }).tap();
    await page.getByRole('heading', { name: 'Your Saved Leads' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Your Saved Leads' }).waitFor();
    expect(await tabs.getByRole('tab', { name: 'Saved' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await page.evaluate(() => localStorage.getItem('activeTab'))).toBe('saved');
    await expectAccessible(page, 'dashboard saved');
    await screenshot(page, 'shell-dashboard-saved');

    await tabs.getByRole('tab', { name: 'Criteria' }).tap();
    await page.getByRole('heading', { name: 'Your Search Criteria' }).waitFor();
    await expectAccessible(page, 'dashboard criteria');

    await page.getByRole('button', { name: 'Invite' }).tap();
    expect(await tabs.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await expectAccessible(page, 'dashboard profile');
    await screenshot(page, 'shell-dashboard-profile');

    await tabs.getByRole('tab', { name: 'Fresh 10' }).tap();
    await page.getByRole('button', { name: 'Profile' }).tap();
    expect(await tabs.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the update banner only when the server reports another version', async () => {
    const { page, context } = await openPhone(browser());
    await page.goto('/faq');
    await page.locator('h1').waitFor();
    const banner = page.getByText('A new version of Porchlight is available.');
    expect(await banner.count()).toBe(0);

    // The next deploy: the server now runs 2.1 while this tab holds the 2.0 build.
    await page.route('**/api/version', (route) =>
      route.fulfill({ contentType: 'application/json', body: '{"version":"2.1"}' }),
    );
    await page.goto('/faq?section=leads');
    await banner.waitFor();
    await expectAccessible(page, 'update banner');
    await screenshot(page, 'shell-update-banner');
    await page.getByRole('button', { name: 'Update now' }).tap();
    await page.waitForURL((url) => url.searchParams.has('v'));
    const url = new URL(page.url());
    expect(url.pathname).toBe('/faq');
    expect(url.searchParams.get('section')).toBe('leads');
    expect(Number(url.searchParams.get('v'))).toBeGreaterThan(Date.now() - 60_000);
    await context.close();
  });
});
