import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import {
  describeJourney,
  expectAccessible,
  openPhone,
  screenshot,
  toast,
  useBrowser,
} from './support/browser';

/** Every page a visitor reaches before signing in downloads at most this much gzipped script. */
const PUBLIC_PAGE_BUDGET_BYTES = 100_000;

describeJourney('a reset link without its token', () => {
  const browser = useBrowser();

  it('says Invalid Reset Link in a toast and on the page within 100 KB of script, then goes to /forgot-password', async () => {
    const { page, context, consoleErrors } = await openPhone(browser());
    // Each script's gzipped size, as it arrives: the page's own are those in before its toast.
    const scripts: Promise<[string, number]>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const gzipped = response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body): [string, number] => [
          new URL(response.url()).pathname,
          gzipSync(body, { level: 9 }).length,
        ]);
      scripts.push(gzipped);
    });

    await page.goto('/change-password');
    const shown = toast(page, 'Invalid Reset Link');
    await shown.waitFor();
    expect(await shown.textContent()).toContain('This password reset link is invalid or expired.');
    await page
      .getByText('This password reset link is invalid or has expired. Please request a new one.')
      .waitFor();
    const loaded = await Promise.all([...scripts]);
    const total = loaded.reduce((sum, [, size]) => sum + size, 0);
    expect(total, JSON.stringify(loaded)).toBeLessThanOrEqual(PUBLIC_PAGE_BUDGET_BYTES);
    await screenshot(page, 'change-password-no-token', { fullPage: false });
    await expectAccessible(page, '/change-password without a token');

    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByRole('button', { name: 'Send Reset Link' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
