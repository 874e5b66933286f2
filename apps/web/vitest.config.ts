import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * Tests that render or use the browser's APIs: `*.test.tsx`, and `*.dom.test.ts` for a hook or a
 * module that needs no JSX but a DOM. The rest are pure and run in Node (vitest.unit.config.ts),
 * without a DOM to build for each file (docs/testing.md "Speed").
 */
export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
      setupFiles: ['./src/test/setup.ts'],
      // A test that takes 4 s alone (a registration through its card step) must hold at half speed.
      testTimeout: 15_000,
    },
  }),
);
