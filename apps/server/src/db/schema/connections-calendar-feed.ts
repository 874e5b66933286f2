import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agents } from './agents';

/**
 * An agent's private calendar feed (docs/connections.md "Calendar feed"): one link at most per
 * agent; "New link" replaces it, "Revoke" deletes it. Only the SHA-256 of the link's token is kept,
 * so a leaked table opens no feed.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  agentId: uuid('agent_id')
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('calendar_feeds_token_hash_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
