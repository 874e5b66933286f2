// No zod in this module: every page reads APP_VERSION.

/**
 * The one version both sides agree on. The web build embeds it, the server reports it, and a
 * mismatch means the browser holds an old build (docs/accounts.md "Version gate").
 */
export const APP_VERSION = '2.0';

/** How often the banner asks the server for its version (docs/accounts.md "Version gate"). */
export const VERSION_POLL_MS = 10 * 60 * 1000;
