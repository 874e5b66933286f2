import { ACTIVITY_TYPES } from '@porchlight/contracts';
import {
  boolean,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { leads } from './leads';

/** One follow-up day of a lead (docs/follow-up.md "The six days"), made when the day is shown. */
export const followUpActivities = pgTable(
  'follow_up_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    dayNumber: smallint('day_number').notNull(),
    activityType: text('activity_type', { enum: ACTIVITY_TYPES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Completed by Skip Day or a send to a custom contact, not by recorded contacts. */
    skipped: boolean('skipped').notNull().default(false),
    /**
     * The contacts recorded on this day (their `follow_up_contacts` rows), kept on the day's own
     * row: a record's one statement updates this row, and an UPDATE that waited for another's
     * lock re-reads it, so a duplicate and the day's last contact are decided exactly.
     */
    recordedContactIds: text('recorded_contact_ids').array().notNull().default([]),
  },
  (table) => [uniqueIndex('follow_up_activities_lead_day_key').on(table.leadId, table.dayNumber)],
);

/** A contact of a day that was sent to or passed; pending contacts have no row. Append-only. */
export const followUpContacts = pgTable(
  'follow_up_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => followUpActivities.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** The lead's contact id (a phone's or an email's). */
    contactId: text('contact_id').notNull(),
    recipientType: text('recipient_type', { enum: ['email', 'phone'] }).notNull(),
    recipientValue: text('recipient_value').notNull(),
    recipientName: text('recipient_name'),
    status: text('status', { enum: ['sent', 'passed'] }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('follow_up_contacts_activity_contact_key').on(table.activityId, table.contactId),
    index('follow_up_contacts_agent_recorded_idx').on(table.agentId, table.recordedAt),
    index('follow_up_contacts_lead_idx').on(table.leadId),
  ],
);

/** The agent's own script for a day, outbound or mailer; days without a row use the default. */
export const followUpScripts = pgTable(
  'follow_up_scripts',
  {
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['outbound', 'mailer'] }).notNull(),
    dayNumber: smallint('day_number').notNull(),
    scriptType: text('script_type', { enum: ACTIVITY_TYPES }).notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.kind, table.dayNumber] })],
);

/**
 * An owner's phone or email that asked this agent to stop
 * (docs/compliance.md "Owners who asked to stop"): from then on it is treated like DNC for this
 * agent on every lead. A log the agent can export; never deleted.
 */
export const contactOptOuts = pgTable(
  'contact_opt_outs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    contactType: text('contact_type', { enum: ['email', 'phone'] }).notNull(),
    /** 10 digits for a phone, lower case for an email. */
    contactValue: text('contact_value').notNull(),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    address: text('address'),
    ownerName: text('owner_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('contact_opt_outs_agent_contact_key').on(
      table.agentId,
      table.contactType,
      table.contactValue,
    ),
  ],
);
