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
    },
  }),
);
