import type { ImportCounts, ImportMapping } from '@porchlight/contracts';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agents } from './agents';

/**
 * A CSV an agent brought (docs/imports.md): the decoded file is kept from the upload until the
 * import has run, with the mapping the agent chose and the import's progress.
 */
export const leadImports = pgTable(
  'lead_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: ['previewed', 'queued', 'importing', 'done', 'failed'] })
      .notNull()
      .default('previewed'),
    destination: text('destination', { enum: ['saved', 'review'] }),
    encoding: text('encoding', { enum: ['utf-8', 'windows-1252'] }).notNull(),
    delimiter: text('delimiter', { enum: [',', ';', '\t'] }).notNull(),
    /** The file as text, until the import has run (then null: the leads hold what it had). */
    csvText: text('csv_text'),
    headers: jsonb('headers').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<ImportMapping>().notNull(),
    counts: jsonb('counts').$type<ImportCounts>().notNull(),
    /** Rows worked through, written outside the import's transaction so a reload can show it. */
    processed: integer('processed').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('lead_imports_agent_created_idx').on(table.agentId, table.createdAt)],
);
