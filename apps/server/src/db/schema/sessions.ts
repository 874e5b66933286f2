import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agents } from './agents';

/** A signed-in browser. Only the SHA-256 of the cookie's token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_agent_id_idx').on(table.agentId)],
);

/** A password-reset link: hashed, single use, short-lived. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_tokens_agent_id_idx').on(table.agentId)],
);

/** An email-confirmation link mailed at signup: hashed, single use. */
export const emailConfirmationTokens = pgTable(
  'email_confirmation_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('email_confirmation_tokens_agent_id_idx').on(table.agentId)],
);

/**
 * A signup for an address an unconfirmed, never-paid account holds, waiting for its mailbox's
 * owner to follow the link mailed there (docs/accounts.md "Unconfirmed accounts"): following it
 * replaces that account with this signup. Only the link's hash is kept.
 */
export const accountClaims = pgTable(
  'account_claims',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    /** The signup as the form sent it, without the password. */
    signup: jsonb('signup').notNull(),
    passwordHash: text('password_hash').notNull(),
    /**
     * Billing on: the pending card signup (`pending_signups`) the link completes, its confirmed
     * card billed when the link is followed. Null for a signup without a card (billing off).
     */
    setupIntentId: text('setup_intent_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('account_claims_email_idx').on(sql`lower(${table.email})`)],
);
