/**
 * `npm run bench:bundle`: the gzipped JavaScript a phone downloads for the landing page and for the
 * signed-in dashboard's first screen, measured in Chromium against the built app. Budgets
 * (docs/screens.md "Every page"): landing 100 KB, dashboard 170 KB. It reports; the build itself
 * fails on a page over budget (build/check-page-budgets.ts), from the manifest's static imports.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from 'playwright-core';
import { startBuiltServer } from '../../server/test/built-server';
import { BUDGET_KB, pageBudgets } from '../build/page-budgets';
import { signUpInBrowser } from '../e2e/support/accounts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const BROWSER_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** The pages a visitor reaches before signing in, each within 100 KB (build/page-budgets.ts). */
const PUBLIC_PAGES = pageBudgets()
  .filter((page) => page.budgetKb === BUDGET_KB.public)
  .map((page) => page.path);

interface Scenario {
  name: string;
  path: string;
  signedIn: boolean;
  withLeads?: boolean;
  /** A toast the page raises once loaded, whose code comes after the page's own. */
  toast?: string;
  /** Scrolls to the end once loaded: what the landing page fetches as the visitor reads on. */
  scrollToEnd?: boolean;
  budgetKb: number | null;
}

const scenarios: Scenario[] = [
  ...PUBLIC_PAGES.map((page) => ({
    name:
      page === '/'
        ? 'landing page (/)'
        : page === '/change-password'
          ? "public page /change-password (no token: the 'Invalid Reset Link' toast)"
          : page === '/confirm-email'
            ? 'public page /confirm-email (no token: the invalid-link answer)'
            : `public page ${page}`,
    path: page,
    signedIn: false,
    toast:
      page === '/change-password' ? 'This password reset link is invalid or expired.' : undefined,
    budgetKb: BUDGET_KB.public,
  })),
  {
    name: 'landing page, scrolled to the end',
    path: '/',
    signedIn: false,
    scrollToEnd: true,
    budgetKb: null,
  },
  {
    name: 'signed-in dashboard (/dashboard)',
    path: '/dashboard',
    signedIn: true,
    budgetKb: BUDGET_KB.signedIn,
  },
  {
    name: 'dashboard with a lead card and its map',
    path: '/dashboard',
    signedIn: true,
    withLeads: true,
    budgetKb: BUDGET_KB.signedIn,
  },
];

/**
 * Scrolls until the page's sections below the first screen are there. A wheel that comes before
 * the page listens for the first scroll loads nothing, so it scrolls again until they come.
 */
async function scrollToEnd(page: Page) {
  const lastHeading = page.getByRole('heading', { level: 2 }).last();
  for (let attempt = 1; ; attempt++) {
    await page.mouse.wheel(0, 20_000);
    try {
      await lastHeading.waitFor({ timeout: 2_000 });
      break;
    } catch (error) {
      if (attempt === 10) throw error;
    }
  }
  await page.waitForLoadState('networkidle');
}

async function measure(browser: Browser, baseURL: string, scenario: Scenario) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  if (scenario.signedIn) {
    // A real account and session: the dashboard checks the stored agent with the server.
    await page.goto('/faq');
    const agent = await signUpInBrowser(context, page, { targetArea: '33131' });
    if (scenario.withLeads) {
      const fresh = await context.request.post(`/api/leads/fresh/${agent.id}`);
      if (!fresh.ok()) throw new Error(`setup failed: fresh leads answered ${fresh.status()}`);
    }
  }
  const scripts = new Map<string, number>();
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const read = response.body().then(
      (body) => {
        scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
      },
      () => {},
    );
    reads.push(read);
  });
  const response = await page.goto(scenario.path, { waitUntil: 'networkidle' });
  if (!response?.ok()) throw new Error(`${scenario.path} answered ${response?.status()}`);
  // The toast's code loads with the toast, which may come after the network first went quiet.
  if (scenario.toast) await page.getByText(scenario.toast).first().waitFor();
  if (scenario.scrollToEnd) await scrollToEnd(page);
  // Every script's body read before the page goes: one still in flight would count as nothing.
  await Promise.all(reads);
  await context.close();
  return scripts;
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'porchlight-bench-'));
await fs.chmod(dataDir, 0o755);
const server = await startBuiltServer({ DATA_DIR: dataDir, NODE_ENV: 'production' });
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: BROWSER_FLAGS });
try {
  for (const scenario of scenarios) {
    const scripts = await measure(browser, server.url, scenario);
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    const verdict =
      scenario.budgetKb === null
        ? 'no budget: fetched as the visitor scrolls'
        : `${total <= scenario.budgetKb * 1000 ? 'within' : 'OVER'} the ${scenario.budgetKb} KB budget`;
    console.log(
      `${scenario.name}: ${(total / 1000).toFixed(1)} KB gzipped JavaScript in ${scripts.size} files (${verdict})`,
    );
    for (const [file, size] of [...scripts].sort((a, b) => b[1] - a[1])) {
      console.log(`  ${(size / 1000).toFixed(1).padStart(6)} KB  ${file}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
