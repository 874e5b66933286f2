import { bigserial, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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
