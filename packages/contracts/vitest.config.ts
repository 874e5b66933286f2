import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contracts',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A guard against a hang, not a measure (docs/testing.md "Speed"): the texting-hours sweep
    // (7,000 instants over twelve zones) takes 0.2 s on a quiet machine and passed 5 s under a
    // load of 21 on two cores; 30 s leaves it room at any speed a CI machine runs.
    testTimeout: 30_000,
  },
});
