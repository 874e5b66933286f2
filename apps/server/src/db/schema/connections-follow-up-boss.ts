import {
  boolean,
  customType,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { leads } from './leads';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * An agent's Follow Up Boss connection (docs/connections.md "Follow Up Boss"): the API key sealed
 * with the server's CONNECTIONS_KEY (AES-256-GCM), its last four characters for the Profile tab,
 * and whether a lead marked Contacted is sent by itself. `broken_at`: Follow Up Boss refused the
 * key on a send (401/403).
 */
export const followUpBossConnections = pgTable('follow_up_boss_connections', {
  agentId: uuid('agent_id')
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  sealedKey: bytea('sealed_key').notNull(),
  keyLast4: text('key_last4').notNull(),
  autoSendOnContacted: boolean('auto_send_on_contacted').notNull().default(false),
  brokenAt: timestamp('broken_at', { withTimezone: true }),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
});

/**
 * A lead's delivery to Follow Up Boss: one row per agent and lead, so a lead is never sent twice
 * however many taps or Contacted marks ask for it. `attempts` counts the calls made.
 */
export const followUpBossDeliveries = pgTable(
  'follow_up_boss_deliveries',
  {
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'ignored', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** The last refusal or failure, for the log's reader: never the key. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.leadId] })],
);
