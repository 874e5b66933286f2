// No zod in this module: the Today tab reads these on the dashboard's first screen.

/** The error codes of POST /api/leads/fresh (docs/quotas.md "Refusals"). */
export const FRESH_LEAD_ERRORS = {
  CRITERIA_NOT_SET: 'CRITERIA_NOT_SET',
  DAILY_LIMIT_REACHED: 'DAILY_LIMIT_REACHED',
  SUBSCRIPTION_REQUIRED: 'SUBSCRIPTION_REQUIRED',
  ALL_LEADS_ARE_DUPLICATES: 'ALL_LEADS_ARE_DUPLICATES',
  SEARCH_CRITERIA_EXHAUSTED: 'SEARCH_CRITERIA_EXHAUSTED',
} as const;

/** How long a count is served from the cache, and how often a fresh one may be asked for. */
export const LEAD_COUNT_CACHE_SECONDS = 60;
export const LEAD_COUNT_MIN_INTERVAL_SECONDS = 10;
