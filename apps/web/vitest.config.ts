import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/** The web tests that replace a module with `vi.mock`: each in a module registry of its own. */
export const MOCKING_FILES = [
  'src/features/accounts/components/registration-card.test.tsx',
  'src/features/daily-leads/components/today-fresh.test.tsx',
  'src/features/daily-leads/components/today-panel.test.tsx',
  'src/features/follow-up/components/contact-send.test.tsx',
  'src/features/follow-up/components/mailer-scripts.test.tsx',
];

/**
 * happy-dom, not jsdom: the web's tests took a third less CPU (44 s instead of 66 s on one
 * worker). The six files that need what happy-dom lacks or does differently (a select's shown
 * option, `<details>` roles, `window.alert`, a failing clipboard, a refused session storage) ask for
 * jsdom in their first line (docs/testing.md "Speed").
 */
export const DOM_OPTIONS = {
  environment: 'happy-dom',
  setupFiles: ['./src/test/setup.ts'],
  // A test that takes 4 s alone and 7.5 s on a busy CI run (a registration through its card step)
  // must hold at half speed.
  testTimeout: 30_000,
};

/**
 * Tests that render or use the browser's APIs: `*.test.tsx`, and `*.dom.test.ts` for a hook or a
 * module that needs no JSX but a DOM. The rest are pure and run in Node (vitest.unit.config.ts),
 * without a DOM to build for each file. These share their worker's modules (`isolate: false`):
 * React, the components and the fake server load once per worker (docs/testing.md "Speed").
 */
export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      ...DOM_OPTIONS,
      name: 'web',
      include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
      exclude: MOCKING_FILES,
      isolate: false,
    },
  }),
);
