import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contracts/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/e2e/vitest.config.ts',
    ],
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
});
