import fs from 'node:fs';
import { chromium } from 'playwright-core';

/** The system Chromium the journeys run in (Debian's `chromium`; never a downloaded build). */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const hasBrowser = fs.existsSync(CHROME_PATH);

export const BROWSER_ARGS = [
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
  return chromium.launchServer({ executablePath: CHROME_PATH, args: BROWSER_ARGS });
}
