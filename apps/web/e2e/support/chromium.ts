import fs from 'node:fs';
import { chromium } from 'playwright-core';

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

/** The run's one Chromium, for journeys to connect to (its `wsEndpoint()`); null without one. */
export function launchBrowserServer() {
  if (!hasBrowser) return Promise.resolve(null);
  const executablePath = fs.existsSync(SHELL_PATH) ? SHELL_PATH : CHROME_PATH;
  return chromium.launchServer({ executablePath, args: BROWSER_ARGS });
}

/** The full Chromium of its own, for a journey that needs what the shell lacks (the Push API). */
export function launchFullBrowser() {
  return chromium.launch({ executablePath: CHROME_PATH, args: BROWSER_ARGS });
}
