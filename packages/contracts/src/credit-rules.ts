// No zod in this module: the profile, the wallet page and the landing page read these constants.
// The schemas built from them live in credits.ts and bulk-leads.ts.

/** Where a credit transaction came from (docs/credits.md "Ledger"). */
export const CREDIT_SOURCES = ['signup', 'streak', 'referral', 'bulk_leads', 'other'] as const;
export const CREDIT_TRANSACTION_TYPES = ['earned', 'spent'] as const;

/**
 * What a new agent starts with: the landing page's "25 leads", as 25 credits, so the
 * Buy Lead Package and the bulk wizard can be tried on day one.
 */
export const SIGNUP_CREDITS = 25;

/**
 * Lead packages bought with credits, priced here only (docs/credits.md "Lead packages"): the
 * profile's 25 for 25 and the wallet page's 50 for 100. A client's `creditsRequired` is never read.
 */
export const LEAD_PACKAGES = {
  25: { leads: 25, credits: 25 },
  50: { leads: 50, credits: 100 },
} as const;
export type LeadPackageSize = keyof typeof LEAD_PACKAGES;
export const LEAD_PACKAGE_SIZES = [25, 50] as const satisfies readonly LeadPackageSize[];

/** The bulk wizard's purchase: 25 leads at 1 credit each, once at least 25 are available. */
export const BULK_PURCHASE = { leads: 25, credits: 25, minAvailable: 25 } as const;

/** Credits per lead of a package: a partial purchase is charged per lead delivered. */
export function creditsPerLead(pack: { leads: number; credits: number }): number {
  return pack.credits / pack.leads;
}

/** How many transactions each screen lists (docs/credits.md "Lead wallet"). */
export const RECENT_TRANSACTIONS = { profile: 5, wallet: 10 } as const;

/** The bulk wizard's filters (docs/credits.md "Bulk lists"); a max of 0 means no maximum. */
export const BULK_BEDROOMS = [1, 2, 3, 4] as const;
export const BULK_MIN_PRICES = [100_000, 250_000, 500_000] as const;
export const BULK_MAX_PRICES = [600_000, 750_000, 1_000_000, 0] as const;
/** Zips one bulk search may name. */
export const BULK_MAX_ZIPS = 10;

/** The bulk wizard's messages, shared by the server's checks and the form. */
export const BULK_MESSAGES = {
  leadTypeRequired: 'Please select a lead type to continue',
  zipRequired: 'Please enter a zip code',
  zipFormat: 'Zip codes must be exactly 5 digits',
  tooManyZips: `Enter at most ${BULK_MAX_ZIPS} zip codes`,
  cityStateRequired: 'Please enter both city and state',
  insufficientCredits:
    "You don't have enough credits to purchase these leads. Please add credits to your account.",
} as const;

/** The zips of a comma-separated entry, trimmed, blanks dropped. */
export function splitZips(text: string): string[] {
  return text
    .split(',')
    .map((zip) => zip.trim())
    .filter((zip) => zip.length > 0);
}
