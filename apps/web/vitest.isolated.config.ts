import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';
import { DOM_OPTIONS, MOCKING_FILES } from './vitest.config';

/** The web tests that mock a module, each in a module registry of its own. */
export default mergeConfig(
  viteConfig,
  defineProject({ test: { ...DOM_OPTIONS, name: 'web-isolated', include: MOCKING_FILES } }),
);
