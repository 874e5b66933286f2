import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A signed-up agent (docs/accounts.md "Registration"). Emails are unique ignoring case. */
export const agents = pgTable(
  'agents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    returnAddress: text('return_address'),
    /** The return address in the parts a mail house needs; returnAddress is their one-line form. */
    returnStreet: text('return_street'),
    returnCity: text('return_city'),
    returnState: text('return_state'),
    returnZip: text('return_zip'),
    brokerageName: text('brokerage_name'),
    agentPhotoUrl: text('agent_photo_url'),
    brokeragePhotoUrl: text('brokerage_photo_url'),
    /** The referral code given at signup, kept as typed for the referral rules. */
    referredByCode: text('referred_by_code'),
    /** This agent's own code, in its link `/register?ref=CODE` (upper case). */
    referralCode: text('referral_code').notNull(),
    /** When the agent opened the confirmation link mailed at signup; null until then. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /**
     * When the agent last opened a session (signup or sign-in); an unconfirmed, never-paid
     * account unused for 7 days is removed (docs/accounts.md "Unconfirmed accounts").
     */
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('agents_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('agents_referral_code_key').on(table.referralCode),
  ],
);
