import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { expect, it } from 'vitest';
import { startBuiltServer } from '../../server/test/built-server';
import { signUpInBrowser } from './support/accounts';
import { describeJourney, screenshot } from './support/browser';
import { BROWSER_ARGS, CHROME_PATH } from './support/chromium';
import { journeyServer } from './support/server';

/** Public pages a visitor opens before signing in: none of them installs the service worker. */
const PUBLIC_PAGES = ['/', '/login', '/register', '/support', '/faq', '/terms-and-conditions'];

/** Counts the page's calls to `navigator.serviceWorker.register`, from before its own scripts. */
function countRegistrations() {
  const counted = window as unknown as { swRegisterCalls: number };
  counted.swRegisterCalls = 0;
  const register = ServiceWorkerContainer.prototype.register;
  ServiceWorkerContainer.prototype.register = function (...args) {
    counted.swRegisterCalls += 1;
    return register.apply(this, args);
  };
}

async function temporaryFolder(name: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), name));
  await fs.chmod(dir, 0o755);
  return dir;
}

describeJourney('the installable app', () => {
  it('installs from the workspace only, meets Chromium’s install criteria, and loads again with its server stopped', async () => {
    // A server of its own (on the journeys' database), so that stopping it leaves the other
    // journeys theirs; and a profile of its own, since Chromium installs nothing from an
    // incognito window.
    const profile = await temporaryFolder('porchlight-pwa-profile-');
    const server = await startBuiltServer({
      DATABASE_URL: journeyServer().databaseUrl,
      NODE_ENV: 'test',
    });
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROME_PATH,
      args: BROWSER_ARGS,
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    try {
      await context.addInitScript(countRegistrations);
      const page = context.pages()[0] ?? (await context.newPage());
      const consoleErrors: string[] = [];
      page.on('pageerror', (error) => consoleErrors.push(error.message));
      // A visitor downloads no precache: the pages load (their `load` listeners have run once
      // goto returns) and none asked for the worker or has one.
      for (const address of PUBLIC_PAGES) {
        await page.goto(address);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        const registered = await page.evaluate(async () => ({
          calls: (window as unknown as { swRegisterCalls: number }).swRegisterCalls,
          registrations: (await navigator.serviceWorker.getRegistrations()).length,
        }));
        expect(registered, address).toEqual({ calls: 0, registrations: 0 });
      }

      // The signed-in workspace installs it after its page has loaded; it caches the app, then
      // takes the page over.
      await signUpInBrowser(context, page);
      await page.goto('/dashboard');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 30_000,
      });

      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
      expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
        name: 'Porchlight',
        start_url: '/dashboard',
        display: 'standalone',
      });
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png', '/favicon.svg']) {
        expect((await context.request.get(icon)).status(), icon).toBe(200);
      }

      expect(await server.stop()).toBe(0);
      await page.goto('/faq');
      await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
      await page.getByText("You're offline.").waitFor();
      await screenshot(page, 'pwa-offline-faq');

      // A page it has not shown yet loads from the cache too.
      await page.goto('/privacy-policy');
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
      await server.stop();
      await fs.rm(profile, { recursive: true, force: true });
    }
  });
});
