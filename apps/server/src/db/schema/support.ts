import type { SupportCategory, SupportPriority } from '@porchlight/contracts';
import { date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agents } from './agents';

// Spelled out (drizzle-kit reads this file without the contracts' values), checked against them.
const CATEGORIES = [
  'technical',
  'billing',
  'leads',
  'account',
  'features',
  'other',
] as const satisfies readonly SupportCategory[];
const PRIORITIES = [
  'low',
  'medium',
  'high',
  'urgent',
] as const satisfies readonly SupportPriority[];

/**
 * A message sent with the Support page's form (docs/accounts.md "Support form"), kept as sent.
 * Retention, as the privacy policy states it: support communications are kept 2 years; the index on
 * created_at is there for the purge that will enforce it. A deleted account leaves its messages
 * (agent_id set null), since their retention is the support record's, not the account's.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    category: text('category', { enum: CATEGORIES }).notNull(),
    priority: text('priority', { enum: PRIORITIES }).notNull(),
    message: text('message').notNull(),
    /** The signed-in agent who sent it, when the browser had a session; null for a visitor. */
    agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    /** The sender's address as the rate limits saw it. */
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('support_messages_created_idx').on(table.createdAt)],
);

/** One receipt per sender address (lower case) per ET day: the support form is no mail relay. */
export const supportReceipts = pgTable(
  'support_receipts',
  {
    email: text('email').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.email, table.day] })],
);
