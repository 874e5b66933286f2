import { getPriority } from 'node:os';
import { defineProject } from 'vitest/config';

/**
 * The files that replace a module with `vi.mock`: they run isolated, each in a fresh module
 * registry, so the replacement cannot leak into another file (docs/testing.md "Speed").
 */
export const MOCKING_FILES = [
  'src/modules/billing/stripe-webhook.test.ts',
  'src/modules/postcards/postcards-fronts.test.ts',
];

/**
 * The files that start whole servers and PostgreSQL clusters and time how they stop: they run one
 * at a time after the rest (`server-processes`), so their bounds are measured on a quiet machine.
 */
export const PROCESS_FILES = [
  'src/db/backup/cli.test.ts',
  'src/db/backup/move-to-external.test.ts',
  'src/db/embedded.test.ts',
  'test/server-process.test.ts',
  'test/two-processes.test.ts',
];

export const SHARED_OPTIONS = {
  environment: 'node',
  globalSetup: ['test/global-setup.ts'],
  // A guard against a hang, not a measure: at least three times what the slowest test takes at
  // half speed (21 s on a busy CI run, the fuzzed bodies' 413s; 42 s at half speed), so a run at
  // half speed, or slower beside other work, still passes.
  testTimeout: 150_000,
  hookTimeout: 150_000,
  // Password hashing at the test process's own priority: what competes with it here is other
  // test processes, which starve a nice-19 thread far past half speed; `npm test` runs these
  // suites at nice 10 beside the journeys, and a thread cannot ask for more than its process
  // without privilege (docs/testing.md "Speed").
  env: { PASSWORD_HASHING_NICENESS: String(getPriority()) },
};

/**
 * The server's test files share their worker's modules (`isolate: false`): each file still
 * builds its own app on its own database, but the app's code is loaded once per worker instead of
 * once per file, which was most of a file's time.
 */
export default defineProject({
  test: {
    ...SHARED_OPTIONS,
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...MOCKING_FILES, ...PROCESS_FILES],
    isolate: false,
  },
});
