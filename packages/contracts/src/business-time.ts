// No zod in this module: the dashboard's first screen and the server's calendar both read it.

/** Every calendar rule runs on US Eastern time (DOMAIN.md "Time"): lead days, weeks, streaks. */
export const BUSINESS_TIME_ZONE = 'America/New_York';
