// No zod in this module: the landing page and the dashboard read these constants.
// The schemas built from them live in subscription.ts.

export const SUBSCRIPTION_PLANS = ['pro', 'premium'] as const;

/** Prices and quotas live here only (docs/quotas.md "Plans"). */
export const TRIAL_DAYS = 7;
export const LEAD_DAYS_PER_WEEK = 5;

/** "25 leads": a week of a plan's leads, the daily quota on every lead day. */
const weekOf = (dailyLeads: number) => `${dailyLeads * LEAD_DAYS_PER_WEEK} leads` as const;

export const PLANS = {
  pro: { name: 'Pro', dailyLeads: 5, weeklyPriceCents: 999, weeklyLeadsLabel: weekOf(5) },
  premium: {
    name: 'Premium',
    dailyLeads: 10,
    weeklyPriceCents: 1499,
    weeklyLeadsLabel: weekOf(10),
  },
} as const satisfies Record<(typeof SUBSCRIPTION_PLANS)[number], unknown>;

/** The client's words for a subscription: the database keeps Stripe's (docs/billing.md). */
export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'paused',
  'canceled',
  'inactive',
] as const;
