import {
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { leads } from './leads';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * A postcard to a lead's owner (docs/postcards.md "Sending"): what was asked, what the
 * provider made of it, and the rendered card (PNG front and back) the preview shows.
 */
export const postcardOrders = pgTable(
  'postcard_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    frontImageUrl: text('front_image_url').notNull(),
    provider: text('provider', { enum: ['local', 'thanksio'] }).notNull(),
    /** `checking`: the service gave no answer, so it may have the card (docs/postcards.md). */
    status: text('status', {
      enum: ['queued', 'rendered', 'sending', 'checking', 'mailed', 'failed'],
    })
      .notNull()
      .default('queued'),
    providerOrderId: text('provider_order_id'),
    costCents: integer('cost_cents'),
    failure: text('failure'),
    /** Why it failed: refused (the front image, or the owner asked to stop) or the service (502). */
    failedBy: text('failed_by', { enum: ['refused', 'service'] }),
    /** The unguessable key of the card's public front, for the postcard service to fetch. */
    printToken: text('print_token'),
    /** The card as it will print: the front (the fetched image, or the app's own) and the back. */
    frontImage: bytea('front_image'),
    frontType: text('front_type'),
    backPng: bytea('back_png'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('postcard_orders_lead_created_idx').on(table.leadId, table.createdAt),
    uniqueIndex('postcard_orders_print_token_key').on(table.printToken),
  ],
);
