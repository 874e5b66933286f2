import { z } from 'zod';

export const SubscriptionPlan = z.enum(['pro', 'premium']);
export type SubscriptionPlan = z.infer<typeof SubscriptionPlan>;

/** Prices and quotas live here only (DOMAIN.md "Plans, subscription and quotas"). */
export const PLANS = {
  pro: { name: 'Pro', dailyLeads: 5, weeklyPriceCents: 999, weeklyLeadsLabel: '25 leads' },
  premium: {
    name: 'Premium',
    dailyLeads: 10,
    weeklyPriceCents: 1499,
    weeklyLeadsLabel: '50 leads',
  },
} as const satisfies Record<SubscriptionPlan, unknown>;

export const TRIAL_DAYS = 7;
export const LEAD_DAYS_PER_WEEK = 5;

/** The client's words for a subscription (DOMAIN.md): the database keeps Stripe's. */
export const SubscriptionStatus = z.enum(['active', 'paused', 'canceled', 'inactive']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;
