import fs from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** The system Chromium the journeys run in (Debian's `chromium`; never a downloaded build). */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const hasBrowser = fs.existsSync(CHROME_PATH);
/**
 * Debian's headless build of that same Chromium (`chromium-headless-shell`, same version and
 * engine, no browser UI around it): the journeys run in it when it is there, for about a third
 * less CPU (docs/testing.md "Speed"). It has no Push API, so the push journey asks for the full
 * one (`useBrowser({ pushApi: true })`); without the shell every journey runs in the full one.
 */
export const SHELL_PATH = process.env.CHROME_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * `--js-flags`: V8 without its optimising compilers and without its background threads. A
 * journey's page lives for seconds, so compiling its code a second time, faster, did not pay:
 * five of the heaviest journey files took 57 CPU-s of Chromium instead of 64 (docs/testing.md
 * "Speed"). What the code does is the same in every tier of V8; only how fast it runs differs.
 */
export const BROWSER_ARGS = [
  '--js-flags=--no-opt --no-maglev --single-threaded',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const holder = globalThis as unknown as { porchlightBrowser?: Promise<Browser> };

/**
 * The journey worker's one Chromium (the headless shell when there is one), launched at its first
 * journey and kept for every later file of the worker, which keeps its modules; Playwright ends it
 * when the worker exits. Launched from the worker itself: through a browser server in Vitest's
 * main process, every message between a journey and its page was relayed once more, 10 of 45
 * CPU-s of Node in five journey files (docs/testing.md "Speed").
 */
export function workerBrowser(): Promise<Browser> {
  const executablePath = fs.existsSync(SHELL_PATH) ? SHELL_PATH : CHROME_PATH;
  holder.porchlightBrowser ??= chromium.launch({ executablePath, args: BROWSER_ARGS });
  return holder.porchlightBrowser;
}

/** The full Chromium of its own, for a journey that needs what the shell lacks (the Push API). */
export function launchFullBrowser() {
  return chromium.launch({ executablePath: CHROME_PATH, args: BROWSER_ARGS });
}
