import { defineProject } from 'vitest/config';
import { JOURNEY_WORKERS } from './support/workers';

/**
 * Browser journeys: the built app, a real server and database, the system Chromium. One file at a
 * time (JOURNEY_WORKERS), each worker on a server and database of its own
 * (support/global-setup.ts), since several journeys move their server's clock: two at a time
 * finished the journeys sooner but slowed the suites beside them more (docs/testing.md "Speed").
 */
export default defineProject({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    maxWorkers: JOURNEY_WORKERS,
    // Each worker takes file after file and keeps its modules (Playwright's client, the support
    // code): a worker per file cost each its start. A worker's files share no state but their
    // server and the browser, which they already share.
    isolate: false,
    // A group of its own, after the three-worker group of the other projects.
    sequence: { groupOrder: 1 },
    // A guard against a hang: at least three times what a journey takes at half speed (up to 23 s
    // on a busy CI run, 46 s at half speed; field mode and the thumb set their own).
    testTimeout: 150_000,
    // A journey waits on what the page shows: up to 20 s, not Vitest's 1 s, so a wait holds on a
    // machine running at half speed (a postcard's front still rendering).
    expect: { poll: { timeout: 20_000 } },
    hookTimeout: 120_000,
  },
});
