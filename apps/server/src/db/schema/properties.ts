import type { EmailEntry, PhoneEntry } from '@porchlight/contracts';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The inventory: one real-world parcel from a lead source
 * (docs/leads.md "Inventory and duplicates"). Sample data is generated per zip on first use; a
 * vendor's properties are stored as they are delivered.
 */
export const properties = pgTable(
  'properties',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** `import`: a row of an agent's own CSV, never offered to anyone (docs/imports.md). */
    source: text('source', { enum: ['sample', 'realestateapi', 'import'] }).notNull(),
    /** The source's own id for the parcel. */
    externalId: text('external_id').notNull(),
    /** A stable position in the source's order: the cursor is (sortKey, id). */
    sortKey: bigint('sort_key', { mode: 'number' }).notNull(),
    zip: text('zip').notNull(),
    /** `lower(city)|lower(state)`, for "City, ST" criteria. */
    cityKey: text('city_key').notNull(),
    address: text('address').notNull(),
    houseNumber: text('house_number'),
    street: text('street'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    propertyType: text('property_type').notNull().default('Residential'),
    beds: smallint('beds'),
    baths: real('baths'),
    sqft: integer('sqft'),
    yearBuilt: smallint('year_built'),
    owner1: text('owner1'),
    owner2: text('owner2'),
    /** 'person' or 'company' (an LLC, a trust). */
    ownerType: text('owner_type', { enum: ['person', 'company'] })
      .notNull()
      .default('person'),
    ownerAge: smallint('owner_age'),
    mailingStreet: text('mailing_street'),
    mailingCity: text('mailing_city'),
    mailingState: text('mailing_state'),
    mailingZip: text('mailing_zip'),
    ownershipStartDate: date('ownership_start_date'),
    lastSaleDate: date('last_sale_date'),
    lastSalePrice: integer('last_sale_price'),
    estimatedValue: integer('estimated_value'),
    /** The owner's equity in dollars; the estimated mortgage is the value minus this. */
    equityBalance: integer('equity_balance'),
    equityPercent: smallint('equity_percent'),
    confidenceScore: smallint('confidence_score'),
    salePropensity: smallint('sale_propensity'),
    /** Lead type values (seller types and 'off-market'), exactly those the data supports. */
    leadTypes: text('lead_types').array().notNull(),
    /** Short reasons behind the types, for the card's "why this lead" line. */
    leadReasons: text('lead_reasons').array().notNull(),
    phones: jsonb('phones').$type<PhoneEntry[]>().notNull().default([]),
    emails: jsonb('emails').$type<EmailEntry[]>().notNull().default([]),
    /** The owner's list marked them Do Not Mail: no postcard goes to them (docs/imports.md). */
    doNotMail: boolean('do_not_mail').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The exclusivity hold, on the row a delivery locks: the agent of the property's latest lead
     * and when it was delivered (docs/leads.md "Fresh batch"). Kept by triggers on `leads`, so
     * every insert holds and a lead deleted with its agent lets go. No foreign key: a check per
     * claimed row would cost more than the hold, and the trigger already clears it.
     */
    heldBy: uuid('held_by'),
    heldAt: timestamp('held_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('properties_source_external_id_key').on(table.source, table.externalId),
    index('properties_zip_order_idx').on(table.zip, table.sortKey, table.id),
    index('properties_city_order_idx').on(table.cityKey, table.sortKey, table.id),
  ],
);

/** Zips whose sample inventory has been generated (once, under a per-zip lock). */
export const sampleAreas = pgTable('sample_areas', {
  zip: text('zip').primaryKey(),
  propertyCount: integer('property_count').notNull(),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
});
