import { boolean, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agents } from './agents';

/**
 * A device's Web Push subscription for the morning notification (docs/notifications.md). The
 * endpoint is unique: a device belongs to one account, the last that turned it on there.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The device's P-256 public key and auth secret (base64url): the payload is encrypted to them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** 'HH:MM' in `time_zone`, the device's IANA zone. */
    sendTime: text('send_time').notNull(),
    timeZone: text('time_zone').notNull(),
    includeFollowUps: boolean('include_follow_ups').notNull(),
    /**
     * The device's local day the last notification was claimed for: the conditional update that
     * sets it is won by one process only, before anything is sent.
     */
    lastSentDay: date('last_sent_day', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('push_subscriptions_agent_idx').on(table.agentId, table.updatedAt)],
);
