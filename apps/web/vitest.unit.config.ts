import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/** The web's pure tests (rules, formatting, keys, the fake's contract): Node, no DOM. */
export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web-unit',
      environment: 'node',
      include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
      exclude: ['src/**/*.dom.test.ts'],
      // A guard against a hang, not a measure (docs/testing.md "Speed"): the 5 MB base64 test
      // takes 1.0 s on a quiet run and passed Vitest's 5 s default (5.3 s) beside a second CI run.
      testTimeout: 30_000,
    },
  }),
);
