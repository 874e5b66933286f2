// No zod in this module: the landing page and the dashboard read these constants.
// The schemas built from them live in subscription.ts.

export const SUBSCRIPTION_PLANS = ['pro', 'premium'] as const;

/** Prices and quotas live here only (DOMAIN.md "Plans, subscription and quotas"). */
export const PLANS = {
  pro: { name: 'Pro', dailyLeads: 5, weeklyPriceCents: 999, weeklyLeadsLabel: '25 leads' },
  premium: {
    name: 'Premium',
    dailyLeads: 10,
    weeklyPriceCents: 1499,
    weeklyLeadsLabel: '50 leads',
  },
} as const satisfies Record<(typeof SUBSCRIPTION_PLANS)[number], unknown>;

export const TRIAL_DAYS = 7;
export const LEAD_DAYS_PER_WEEK = 5;

/** The client's words for a subscription (DOMAIN.md): the database keeps Stripe's. */
export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'paused',
  'canceled',
  'inactive',
] as const;
