import type { RegistrationRecord } from '@porchlight/contracts';
import { bigserial, index, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** The registration wizard's progress (POST /api/track-signup); step 4 is a completed signup. */
export const signupEvents = pgTable(
  'signup_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email'),
    name: text('name'),
    phone: text('phone'),
    step: smallint('step').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('signup_events_email_idx').on(table.email)],
);

/** Emails left on the landing page's free-trial form, once each. */
export const trialEmails = pgTable('trial_emails', {
  email: text('email').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A registration waiting for its card (billing on), keyed by its Stripe SetupIntent: the form
 * without the password, and the password's hash. It survives the card's redirect to its bank,
 * and is deleted once expired (the hash with it).
 */
export const pendingSignups = pgTable(
  'pending_signups',
  {
    setupIntentId: text('setup_intent_id').primaryKey(),
    customerId: text('customer_id').notNull(),
    registration: jsonb('registration').$type<RegistrationRecord>().notNull(),
    passwordHash: text('password_hash').notNull(),
    /**
     * The SHA-256 of the short-lived HttpOnly signup cookie given to the browser that asked for
     * the intent: only that browser may complete the signup. Null (rows from before) never matches.
     */
    browserKeyHash: text('browser_key_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When its account was made: a second completion is told so, until the row expires. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('pending_signups_expires_idx').on(table.expiresAt)],
);
