import { CONTACT_STATUSES, type EmailEntry, type PhoneEntry } from '@porchlight/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { leadImports } from './lead-imports';
import { properties } from './properties';

/**
 * A property delivered to one agent (docs/leads.md "Inventory and duplicates"). The unique
 * (agent, property) pair is the no-duplicates rule itself. `status` mirrors the latest swipe that
 * is not undone, kept in the same transaction as the swipe.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    propertyId: bigint('property_id', { mode: 'number' })
      .notNull()
      .references(() => properties.id),
    source: text('source', { enum: ['daily', 'bulk', 'import'] }).notNull(),
    /** The import an imported lead came from (docs/imports.md). */
    importId: uuid('import_id').references(() => leadImports.id, { onDelete: 'set null' }),
    /**
     * An imported lead sent to Review in Today: null while it waits, then the ET day it was offered
     * on as an extra card after that day's batch (docs/imports.md "Review in Today").
     */
    reviewDay: date('review_day'),
    /** The seller type the agent searched for when it was delivered. */
    sellerType: text('seller_type'),
    /** The ET calendar day it was delivered on: a lead day once it holds a daily lead. */
    leadDay: date('lead_day').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
    /** Delivery order within a batch, for the card order. */
    position: integer('position').notNull().default(0),
    status: text('status', { enum: ['new', 'saved', 'dismissed', 'removed'] })
      .notNull()
      .default('new'),
    currentSwipeId: uuid('current_swipe_id'),
    contactStatus: text('contact_status', { enum: CONTACT_STATUSES }).notNull().default('none'),
    customEmail: text('custom_email'),
    customPhone: text('custom_phone'),
    passedContacts: text('passed_contacts').array().notNull().default([]),
    /** When the Enhance look-up was claimed, set once its result is stored (counts the day). */
    enrichedAt: timestamp('enriched_at', { withTimezone: true }),
    /** An Enhance look-up in flight since then: parallel callers wait for its stored result. */
    enrichmentClaimedAt: timestamp('enrichment_claimed_at', { withTimezone: true }),
    enrichedPhones: jsonb('enriched_phones').$type<PhoneEntry[]>().notNull().default([]),
    enrichedEmails: jsonb('enriched_emails').$type<EmailEntry[]>().notNull().default([]),
    postcardSentAt: timestamp('postcard_sent_at', { withTimezone: true }),
    postcardOrderId: text('postcard_order_id'),
    sequenceStartedAt: timestamp('sequence_started_at', { withTimezone: true }),
    /** The follow-up day the lead is on (1–6) and when that day was completed, if it was. */
    followUpDay: smallint('follow_up_day').notNull().default(1),
    followUpDayCompletedAt: timestamp('follow_up_day_completed_at', { withTimezone: true }),
    /** Dismissed from the follow-up (the lead stays saved). */
    followUpDismissedAt: timestamp('follow_up_dismissed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('leads_agent_property_key').on(table.agentId, table.propertyId),
    index('leads_agent_day_idx').on(table.agentId, table.leadDay),
    index('leads_agent_status_idx').on(table.agentId, table.status),
    // An import's leads (its follow-up start) and the imported leads waiting for review.
    index('leads_import_idx').on(table.importId).where(sql`${table.importId} is not null`),
    index('leads_agent_review_idx')
      .on(table.agentId, table.reviewDay, table.position)
      .where(sql`${table.source} = 'import'`),
    // Today's postcards and enhancements (the activity summary): only the leads that have one.
    index('leads_agent_postcard_sent_idx')
      .on(table.agentId, table.postcardSentAt)
      .where(sql`${table.postcardSentAt} is not null`),
    index('leads_agent_enriched_idx')
      .on(table.agentId, table.enrichedAt)
      .where(sql`${table.enrichedAt} is not null`),
  ],
);

/** The append-only swipe history; an undo marks a row, never deletes it. */
export const swipes = pgTable(
  'swipes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['save', 'dismiss'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Recording order: two swipes in the same millisecond still have a latest. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    /**
     * What an undo of this swipe gives the lead back: its swipe before this one (the lead's
     * current swipe when this one was made, still kept whenever this one is undone, as undo goes
     * newest first) and its follow-up start then.
     */
    previousSwipeId: uuid('previous_swipe_id'),
    sequenceStartedBefore: timestamp('sequence_started_before', { withTimezone: true }),
  },
  (table) => [
    index('swipes_lead_seq_idx').on(table.leadId, table.seq),
    index('swipes_agent_created_idx').on(table.agentId, table.createdAt),
  ],
);

/**
 * Each agent's place in its criteria's results: the source's own cursor (keyset for the sample
 * inventory) and how many results it has passed (reported as currentOffset).
 */
export const leadCursors = pgTable('lead_cursors', {
  agentId: uuid('agent_id')
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
  sourceCursor: jsonb('source_cursor').$type<Record<string, unknown> | null>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The 60-second lead count per agent, shared by every app process. */
export const leadCountCache = pgTable('lead_count_cache', {
  agentId: uuid('agent_id')
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  totalAvailable: integer('total_available'),
  currentOffset: integer('current_offset'),
  remaining: integer('remaining'),
  /** When the cached figures were counted; null once criteria changed. */
  countedAt: timestamp('counted_at', { withTimezone: true }),
  /** When a fresh count was last asked for, for the once-per-10-seconds rule. */
  lastFreshAt: timestamp('last_fresh_at', { withTimezone: true }).notNull(),
});
