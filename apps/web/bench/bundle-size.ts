/**
 * `npm run bench:bundle`: the gzipped JavaScript a phone downloads for the landing page and for the
 * signed-in dashboard's first screen, measured in Chromium against the built app.
 * Budgets (DESIGN.md): landing 100 KB, dashboard 170 KB. It reports; it does not fail.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '../../..');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const BROWSER_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

const agent = {
  id: '7d0e4f8a-1b2c-4d3e-8f90-a1b2c3d4e5f6',
  name: 'Bench Agent',
  email: 'bench@example.test',
  phone: null,
  subscriptionStatus: 'active',
  subscriptionPlan: 'premium',
  returnAddress: null,
  brokerageName: null,
  agentPhotoUrl: null,
  brokeragePhotoUrl: null,
};

const scenarios = [
  { name: 'landing page (/)', path: '/', signedIn: false, budgetKb: 100 },
  { name: 'signed-in dashboard (/dashboard)', path: '/dashboard', signedIn: true, budgetKb: 170 },
];

async function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = output.match(/ready on (http:\/\/[\d.]+:\d+)/);
      if (ready?.[1]) resolve(ready[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return { child, url };
}

async function measure(browser: Browser, baseURL: string, scenario: (typeof scenarios)[number]) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  if (scenario.signedIn) {
    await page.goto('/faq');
    await page.evaluate((a) => localStorage.setItem('currentAgent', JSON.stringify(a)), agent);
  }
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  await page.goto(scenario.path, { waitUntil: 'networkidle' });
  await context.close();
  return scripts;
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'porchlight-bench-'));
await fs.chmod(dataDir, 0o755);
const server = await startServer(dataDir);
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: BROWSER_FLAGS });
try {
  for (const scenario of scenarios) {
    const scripts = await measure(browser, server.url, scenario);
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    const verdict = total <= scenario.budgetKb * 1000 ? 'within' : 'OVER';
    console.log(
      `${scenario.name}: ${(total / 1000).toFixed(1)} KB gzipped JavaScript in ${scripts.size} files ` +
        `(${verdict} the ${scenario.budgetKb} KB budget)`,
    );
    for (const [file, size] of [...scripts].sort((a, b) => b[1] - a[1])) {
      console.log(`  ${(size / 1000).toFixed(1).padStart(6)} KB  ${file}`);
    }
  }
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
  await fs.rm(dataDir, { recursive: true, force: true });
}
