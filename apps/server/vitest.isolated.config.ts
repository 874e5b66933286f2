import { defineProject } from 'vitest/config';
import { MOCKING_FILES, SHARED_OPTIONS } from './vitest.config';

/** The server's test files that mock a module, each in a module registry of its own. */
export default defineProject({
  test: { ...SHARED_OPTIONS, name: 'server-isolated', include: MOCKING_FILES },
});
