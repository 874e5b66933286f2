import { defineProject } from 'vitest/config';
import { PROCESS_FILES, SHARED_OPTIONS } from './vitest.config';

/** The server's process tests, one file at a time after the rest (docs/testing.md "Speed"). */
export default defineProject({
  test: {
    ...SHARED_OPTIONS,
    name: 'server-processes',
    include: PROCESS_FILES,
    fileParallelism: false,
  },
});
