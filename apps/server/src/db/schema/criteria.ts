import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agents } from './agents';

/** An agent's lead criteria (docs/leads.md "Criteria"); null bounds mean "any". */
export const criteria = pgTable('criteria', {
  agentId: uuid('agent_id')
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  targetAreas: text('target_areas').array().notNull(),
  minValue: integer('min_value'),
  maxValue: integer('max_value'),
  minBedrooms: integer('min_bedrooms'),
  sellerTypes: text('seller_types').array().notNull(),
  propertyTypes: text('property_types').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
