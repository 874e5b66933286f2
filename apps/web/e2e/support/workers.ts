/** How many journey files run at once (vitest.config.ts), each on a server of its own. */
export const JOURNEY_WORKERS = 2;
