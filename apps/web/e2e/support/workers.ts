/**
 * How many journey files run at once (vitest.config.ts), each on a server of its own. One: two
 * at once beside the other suites made the whole run slower (docs/testing.md "Speed").
 */
export const JOURNEY_WORKERS = 1;
