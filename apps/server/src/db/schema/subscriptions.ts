import { SUBSCRIPTION_PLANS } from '@porchlight/contracts';
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agents } from './agents';

/** Stripe's words for a subscription's state (docs/billing.md "Subscription states"). */
export const SUBSCRIPTION_STATES = [
  'trialing',
  'active',
  'past_due',
  'paused',
  'canceled',
  'incomplete',
] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** One subscription per agent: its plan and where it stands. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    agentId: uuid('agent_id')
      .primaryKey()
      .references(() => agents.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: SUBSCRIPTION_PLANS }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATES }).notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /**
     * With billing on, the Stripe customer and subscription this row mirrors: its state is then
     * Stripe's word (re-read on each webhook), never the calendar's.
     */
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    /** The fingerprint of the card saved at registration (Stripe's card.fingerprint). */
    cardFingerprint: text('card_fingerprint'),
    /** The end of the paid (or trial) period Stripe bills next at. */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('subscriptions_plan_check', sql`${table.plan} in ('pro', 'premium')`),
    check(
      'subscriptions_status_check',
      sql`${table.status} in ('trialing', 'active', 'past_due', 'paused', 'canceled', 'incomplete')`,
    ),
  ],
);

/** Each Stripe webhook event taken, stored with its effect: a repeated delivery has none. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
