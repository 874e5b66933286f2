import { REFERRAL_STATUSES } from '@porchlight/contracts';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agents } from './agents';

/**
 * A person an agent referred (docs/rewards.md "Referrals"), by email until they sign up. Each agent
 * is the referred one of at most one referral, so both sides are credited once.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    referredEmail: text('referred_email').notNull(),
    referredAgentId: uuid('referred_agent_id').references(() => agents.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: REFERRAL_STATUSES }).notNull().default('pending'),
    creditsAwarded: integer('credits_awarded').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the credits were awarded: the weekly cap counts these (docs/rewards.md). */
    creditedAt: timestamp('credited_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('referrals_agent_email_key').on(table.agentId, sql`lower(${table.referredEmail})`),
    uniqueIndex('referrals_referred_agent_key').on(table.referredAgentId),
    index('referrals_email_idx').on(sql`lower(${table.referredEmail})`),
    index('referrals_agent_credited_idx').on(table.agentId, table.creditedAt),
  ],
);

/** A badge an agent earned (its reward credited in the same transaction), and when it was shown. */
export const earnedBadges = pgTable(
  'earned_badges',
  {
    id: uuid('id').notNull().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    badgeId: text('badge_id').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
    /** When POST /api/login handed it to the agent; null until then. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.badgeId] })],
);
