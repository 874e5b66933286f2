import {
  CUSTOM_EMAIL_ID,
  CUSTOM_PHONE_ID,
  LEAD_TYPE_LABELS,
  type Lead,
  type LeadTypeValue,
} from '@porchlight/contracts';
import { and, asc, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentIdParam, preparedOnce } from '../../db/prepared';
import { contactOptOuts, leads, properties, swipes } from '../../db/schema';
import { contactKey } from './contact-key';

type LeadRow = typeof leads.$inferSelect;
type PropertyRow = typeof properties.$inferSelect;

function label(type: string): string {
  return LEAD_TYPE_LABELS[type as LeadTypeValue] ?? type;
}

function isoOrNull(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

/** The lead as the API answers it (workspace.md §3): property data plus what the agent did. */
export function toLeadView(
  lead: LeadRow,
  property: PropertyRow,
  /** The agent's opted-out contacts, as `contactKey`s. */
  optOuts: ReadonlySet<string> = new Set(),
): Lead {
  const passed = new Set(lead.passedContacts);
  const phones = [...property.phones, ...lead.enrichedPhones].filter((p) => !passed.has(p.id));
  const emails = [...property.emails, ...lead.enrichedEmails].filter((e) => !passed.has(e.id));
  // The agent's own custom contacts count too: an opted-out owner typed in again is still out.
  const custom = [
    { id: CUSTOM_PHONE_ID, key: lead.customPhone && contactKey('phone', lead.customPhone) },
    { id: CUSTOM_EMAIL_ID, key: lead.customEmail && contactKey('email', lead.customEmail) },
  ];
  const optedOutContacts = [
    ...phones.filter((p) => optOuts.has(contactKey('phone', p.number))),
    ...emails.filter((e) => optOuts.has(contactKey('email', e.email))),
    ...custom.filter((c) => c.key && optOuts.has(c.key)),
  ].map((contact) => contact.id);
  const owners = [property.owner1, property.owner2].filter((o): o is string => Boolean(o));
  const value = property.estimatedValue;
  return {
    id: lead.id,
    propertyId: String(property.id),
    address: property.address,
    houseNumber: property.houseNumber,
    formattedStreet: property.street,
    city: property.city,
    state: property.state,
    zip: property.zip,
    latitude: property.latitude,
    longitude: property.longitude,
    beds: property.beds,
    bedrooms: property.beds,
    baths: property.baths,
    bathrooms: property.baths,
    sqft: property.sqft,
    totalArea: property.sqft,
    propertyType: property.propertyType,
    yearBuilt: property.yearBuilt,
    leadTypes: property.leadTypes.map(label),
    leadReasons: property.leadReasons,
    owner1: property.owner1,
    owner2: property.owner2,
    ownerFullName: owners.length > 0 ? owners.join(' & ') : null,
    ownerName: property.owner1,
    ownershipStartDate: property.ownershipStartDate,
    mailingStreet: property.mailingStreet,
    mailingCity: property.mailingCity,
    mailingState: property.mailingState,
    mailingZip: property.mailingZip,
    estimatedValue: value,
    propertyValue: value,
    equity: property.equityBalance,
    equityBalance: property.equityBalance,
    equityPercent: property.equityPercent,
    confidenceScore: property.confidenceScore,
    salePropensity: property.salePropensity,
    lastTransferPrice: null,
    lastSalePrice: property.lastSalePrice,
    lastSaleDate: property.lastSaleDate,
    source: lead.source,
    dataSource: property.source,
    sellerType: lead.sellerType,
    status: lead.status,
    contactStatus: lead.contactStatus,
    customEmail: lead.customEmail,
    customPhone: lead.customPhone,
    skipSherpaEnriched: lead.enrichedAt !== null,
    passedContacts: lead.passedContacts,
    optedOutContacts,
    // Passed contacts are hidden everywhere (DOMAIN.md "Contacts and enrichment").
    phoneNumbers: phones,
    emails,
    postcardSent: lead.postcardSentAt !== null,
    postcardSentAt: isoOrNull(lead.postcardSentAt),
    thanksIoPreviewOrderId: lead.postcardOrderId,
    createdAt: lead.deliveredAt.toISOString(),
    sequenceStartedAt: isoOrNull(lead.sequenceStartedAt),
    swipeActionId: lead.currentSwipeId,
  };
}

/** The contacts that asked this agent to stop, as `contactKey`s. */
export async function agentOptOuts(db: Database, agentId: string): Promise<Set<string>> {
  const rows = await db
    .select({ type: contactOptOuts.contactType, value: contactOptOuts.contactValue })
    .from(contactOptOuts)
    .where(eq(contactOptOuts.agentId, agentId));
  return new Set(rows.map((row) => contactKey(row.type, row.value)));
}

type OptOutPair = ['email' | 'phone', string];

/**
 * The agent's opted-out contacts beside each lead row, so a list is one round trip. Not correlated
 * with the row, so PostgreSQL reads them once per statement.
 */
function optOutsOf(agentId: string | Placeholder) {
  return sql<
    OptOutPair[]
  >`coalesce((select json_agg(json_build_array(${contactOptOuts.contactType}, ${contactOptOuts.contactValue})) from ${contactOptOuts} where ${contactOptOuts.agentId} = ${agentId}), '[]'::json)`;
}

/** What a statement selects to answer leads as the API shows them (with `toLeadViews`). */
export function leadViewColumns(agentId: string | Placeholder) {
  return { lead: leads, property: properties, optOuts: optOutsOf(agentId) };
}

interface LeadViewRow {
  lead: LeadRow;
  property: PropertyRow;
  optOuts: OptOutPair[];
}

export function toLeadViews(rows: readonly LeadViewRow[]): Lead[] {
  const optOuts = new Set((rows[0]?.optOuts ?? []).map(([type, value]) => contactKey(type, value)));
  return rows.map((row) => toLeadView(row.lead, row.property, optOuts));
}

/** This agent's leads matching `where`, in `orderBy` order, as the API shows them. */
export async function findLeadViews({
  db,
  agentId,
  where,
  orderBy,
}: {
  db: Database;
  agentId: string;
  where?: SQL;
  orderBy: SQL[];
}): Promise<Lead[]> {
  const rows = await db
    .select(leadViewColumns(agentId))
    .from(leads)
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .where(and(eq(leads.agentId, agentId), where))
    .orderBy(...orderBy);
  return toLeadViews(rows);
}

const todaysBatch = preparedOnce((db) =>
  db
    .select(leadViewColumns(agentIdParam))
    .from(leads)
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .where(
      and(
        eq(leads.agentId, agentIdParam),
        eq(leads.source, 'daily'),
        eq(leads.leadDay, sql.placeholder('leadDay')),
      ),
    )
    .orderBy(asc(leads.position))
    .prepare('todays_batch'),
);

/** Today's batch (`leadDay`, ET), in delivery order. */
export async function todaysLeadViews(db: Database, agentId: string, leadDay: string) {
  return toLeadViews(await todaysBatch(db).execute({ agentId, leadDay }));
}

const swipedLeads = preparedOnce((db) =>
  db
    .select(leadViewColumns(agentIdParam))
    .from(leads)
    .innerJoin(properties, eq(properties.id, leads.propertyId))
    .leftJoin(swipes, eq(swipes.id, leads.currentSwipeId))
    .where(and(eq(leads.agentId, agentIdParam), eq(leads.status, sql.placeholder('status'))))
    // Latest swipe first: the order the agent saved or dismissed them in.
    .orderBy(desc(swipes.seq), desc(leads.deliveredAt))
    .prepare('swiped_leads'),
);

/** The agent's saved or dismissed leads, latest swipe first. */
export async function swipedLeadViews(
  db: Database,
  agentId: string,
  status: 'saved' | 'dismissed',
) {
  return toLeadViews(await swipedLeads(db).execute({ agentId, status }));
}

/** One of this agent's leads; another agent's lead is simply not found. */
export async function findLeadView(db: Database, agentId: string, leadId: string) {
  const [lead] = await findLeadViews({ db, agentId, where: eq(leads.id, leadId), orderBy: [] });
  return lead ?? null;
}
