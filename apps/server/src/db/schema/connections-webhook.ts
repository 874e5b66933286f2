import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agents } from './agents';

/**
 * An agent's one webhook to any other CRM (docs/connections.md "Webhooks"): the https address and
 * the secret its deliveries are signed with (needed in clear to sign; never logged).
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  agentId: uuid('agent_id')
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** One delivery attempt, as the Profile tab lists it; an agent keeps the last 50. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    eventType: text('event_type', {
      enum: ['lead.saved', 'lead.contacted', 'follow_up.finished'],
    }).notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    outcome: text('outcome', { enum: ['delivered', 'retrying', 'failed', 'refused'] }).notNull(),
    statusCode: integer('status_code'),
    error: text('error', { enum: ['private_address', 'timeout', 'unreachable'] }),
  },
  (table) => [index('webhook_attempts_agent_idx').on(table.agentId, table.attemptedAt)],
);
