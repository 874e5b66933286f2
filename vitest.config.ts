import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contracts/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/server/vitest.isolated.config.ts',
      'apps/server/vitest.processes.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
      'apps/web/vitest.unit.config.ts',
      'apps/web/e2e/vitest.config.ts',
    ],
    reporters: ['default', './scripts/summary-reporter.ts'],
    // Vitest's default on two cores is one worker, so every file ran one after another. The
    // server's files wait on PostgreSQL much of the time: four workers fill more of what the
    // journeys leave than three did (the suites done in 409 s instead of 445, the journeys as
    // long; docs/testing.md "Speed").
    maxWorkers: 4,
  },
});
