import { CREDIT_SOURCES, CREDIT_TRANSACTION_TYPES } from '@porchlight/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { agents } from './agents';

/**
 * Each agent's credits (docs/credits.md "Ledger"), kept beside the ledger and changed only in the
 * transaction that adds the ledger row. The check is the last guard: a spend is one conditional
 * update that never takes it below zero.
 */
export const creditBalances = pgTable(
  'credit_balances',
  {
    agentId: uuid('agent_id')
      .primaryKey()
      .references(() => agents.id, { onDelete: 'cascade' }),
    credits: integer('credits').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('credit_balances_never_negative', sql`${table.credits} >= 0`)],
);

/** The append-only ledger: every credit earned or spent, with where it came from. */
export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    type: text('type', { enum: CREDIT_TRANSACTION_TYPES }).notNull(),
    amount: integer('amount').notNull(),
    source: text('source', {
      enum: CREDIT_SOURCES,
    }).notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Recording order: two rows in the same millisecond still have a newest. */
    seq: integer('seq').notNull().generatedAlwaysAsIdentity(),
  },
  (table) => [
    check('credit_transactions_amount_positive', sql`${table.amount} > 0`),
    index('credit_transactions_agent_seq_idx').on(table.agentId, table.seq),
  ],
);

/**
 * A spend's answer by its Idempotency-Key, written in the spend's own transaction: a retry with
 * the same key finds it and gets the same answer, with no second effect.
 */
export const idempotentAnswers = pgTable(
  'idempotent_answers',
  {
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The route and the SHA-256 of the body the key was first used with; null on older rows. */
    route: text('route'),
    requestHash: text('request_hash'),
    answer: jsonb('answer').$type<unknown>().notNull(),
    /** When it reached the server (the app's clock). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * A queued act's own claim of when the agent acted (`actedAt`, as the phone sent it): kept
     * beside the arrival, whatever time the act was counted at (docs/offline.md "The time acted").
     */
    actedAt: timestamp('acted_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.key] })],
);

/**
 * A purchase of leads with credits (a lead package or a bulk list): what was asked, how far it
 * got, and where its search stands, so "Get Remaining" continues it (`continueSession`).
 */
export const leadPurchases = pgTable(
  'lead_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['package', 'bulk'] }).notNull(),
    /** The searches, in order (one per zip, or the city), as the lead source reads them. */
    searches: jsonb('searches').$type<unknown[]>().notNull(),
    leads: integer('leads').notNull(),
    credits: integer('credits').notNull(),
    delivered: integer('delivered').notNull().default(0),
    creditsSpent: integer('credits_spent').notNull().default(0),
    /** Which search the purchase is in, and the source's cursor within it. */
    searchIndex: integer('search_index').notNull().default(0),
    sourceCursor: jsonb('source_cursor').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('lead_purchases_agent_created_idx').on(table.agentId, table.createdAt)],
);
