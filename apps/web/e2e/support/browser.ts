import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROME_PATH, hasBrowser, launchFullBrowser, workerBrowser } from './chromium';
import { journeyServer } from './server';

/** A 1×1 transparent PNG. */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const INSTALL = 'apt-get update && apt-get install -y chromium';
const screenshotDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../test-results/screenshots',
);

/**
 * A journey in the system Chromium. Without one it is skipped (with the install command), except
 * under CI=true, where a missing browser is a failure.
 */
export function describeJourney(name: string, journeys: () => void) {
  if (hasBrowser) return describe(name, journeys);
  if (process.env.CI === 'true') {
    return describe(name, () => {
      it('needs Chromium', () => {
        throw new Error(`No Chromium at ${CHROME_PATH}. Install it: ${INSTALL}`);
      });
    });
  }
  console.warn(`[e2e] skipping "${name}": no Chromium at ${CHROME_PATH}. Install it: ${INSTALL}`);
  return describe.skip(name, journeys);
}

/**
 * The journeys' Chromium for a describe block: the worker's one browser (support/chromium.ts),
 * left open after the block for the worker's next file. Each journey still opens contexts of its
 * own, as isolated as separate browsers. `pushApi`: a full Chromium of the block's own, for the
 * Push API the headless shell lacks, closed after the block.
 */
export function useBrowser(options: { pushApi?: boolean } = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = options.pushApi ? await launchFullBrowser() : await workerBrowser();
  });
  afterAll(async () => {
    if (options.pushApi) await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser has not started');
    return browser;
  };
}

interface PhoneOptions {
  /** Another server than the journeys' shared one. */
  baseURL?: string;
  /** The app's service worker: blocked unless a journey is about it, so that every request
   * reaches the server (and Playwright's routes) as the journey expects. */
  serviceWorkers?: 'allow' | 'block';
  /** Another screen than the 390×844 phone (the smallest journeys use 360×640). */
  viewport?: { width: number; height: number };
}

/** A phone-sized page whose console errors fail the journey. */
export async function openPhone(browser: Browser, options: PhoneOptions = {}) {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    baseURL: options.baseURL ?? journeyServer().baseUrl,
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  // Map tiles come from OpenStreetMap on the internet; the journeys run offline, so a blank tile
  // stands in for every one (the map itself still loads and lays out as it would).
  await context.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ contentType: 'image/png', body: BLANK_TILE }),
  );
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page, consoleErrors };
}

const axeSource: string = createRequire(import.meta.url)('axe-core').source;

/**
 * axe on the page as it stands: no serious or critical violations. Every rule runs; axe is put in
 * the page once per document (a tab switch keeps it) and asked for violations only, not the
 * passes it would otherwise gather node by node: a fifth of the time of a full report.
 */
export async function expectAccessible(page: Page, label: string) {
  // Put in through the DevTools protocol, as a script of the page's own would not be (its CSP).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`);
  expect(summary, `axe on ${label}`).toEqual([]);
}

/** Screenshots are for a person to look at: a CI run on a throwaway machine skips them
 * (a tenth of the journeys' CPU) unless SCREENSHOTS=1 asks. */
const TAKE_SCREENSHOTS = process.env.CI !== 'true' || process.env.SCREENSHOTS === '1';

/**
 * A picture of the page to look at, one image pixel per CSS pixel (the phone renders at twice
 * that): a third of the time of a full-resolution capture, and as readable.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  if (!TAKE_SCREENSHOTS) return;
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({
    path: path.join(screenshotDir, `${name}.png`),
    fullPage,
    scale: 'css',
  });
}

/** The toast titled `title` (the newest, should several show). */
export function toast(page: Page, title: string) {
  return page.getByRole('status').filter({ hasText: title }).first();
}

/**
 * Until no card of the page is loading (`aria-busy="true"`, which every loading card carries): a
 * card that fills in moves what is below it, and a tap aimed just before lands on what moved there.
 */
export async function untilLoaded(page: Page) {
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

/** Sets the server's clock (the dev tools' /dev/clock); null gives it back the real time. */
export function setServerClock(page: Page, now: string | null) {
  return page.request.post('/dev/clock', { data: { now } });
}
