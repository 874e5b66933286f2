/**
 * `npm run bench:lighthouse`: Lighthouse's mobile audit (its default: a mid-range phone on slow
 * 4G, simulated) of the built app's public pages, with the system Chromium. Targets:
 * performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100 on the landing page.
 * It reports; it does not fail, unless the server or a page does not answer.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltServer } from '../../../server/test/built-server';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/login,/faq,/support').split(',');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
};
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'porchlight-lighthouse-'));
await fs.chmod(dataDir, 0o755);
const server = await startBuiltServer({ DATA_DIR: dataDir, NODE_ENV: 'production' });
const chrome = await launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const page of PAGES) {
    const url = `${server.url}${page}`;
    const health = await fetch(url);
    if (!health.ok) throw new Error(`${url} answered ${health.status}`);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message}`);
    const scores = CATEGORIES.map((id) => {
      const score = Math.round((lhr.categories[id]?.score ?? 0) * 100);
      return `${id} ${score}${score >= TARGETS[id] ? '' : ` (target ${TARGETS[id]})`}`;
    });
    console.log(`${page}: ${scores.join(', ')}`);
    console.log(`  ${METRICS.map((id) => `${id} ${lhr.audits[id]?.displayValue}`).join(', ')}`);
    for (const id of CATEGORIES) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
          console.log(`  ${id}: ${audit.id} ${audit.score} ${audit.displayValue ?? ''}`);
        }
      }
    }
  }
} finally {
  chrome.kill();
  await server.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
