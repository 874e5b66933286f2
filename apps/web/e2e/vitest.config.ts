import { defineProject } from 'vitest/config';

/**
 * Browser journeys: the built app, a real server and database, the system Chromium. One file at a
 * time, after the other tests: several move the server's clock, and two Chromiums on two cores
 * made each journey half again as slow for 20% less time in all (docs/testing.md "Speed").
 */
export default defineProject({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    // One worker takes every file in turn and keeps its modules (Playwright's client, the
    // support code): a worker per file cost each its start. The files share no state but the
    // server and the browser, which they already share.
    isolate: false,
    // A group of its own (one worker), after the three-worker group of the other projects.
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
