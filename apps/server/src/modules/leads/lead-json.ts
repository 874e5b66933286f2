import {
  CUSTOM_EMAIL_ID,
  CUSTOM_PHONE_ID,
  LEAD_TYPE_LABELS,
  type Lead,
  LeadCard,
  ListedLead,
} from '@porchlight/contracts';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { contactValueSql } from './contact-key';

/**
 * Each field of the lead as the API answers it (docs/leads.md "The lead as answered"), as SQL over
 * a `leads` row joined to its `properties` row (the statement must name them `leads` and
 * `properties`). The one home of the lead's shape, built by PostgreSQL as JSON: a list is then one
 * JSON text that Node sends as it is, with no row decoding, mapping or serializing per lead (issue
 * 13: that was most of a list's time).
 *
 * Passed contacts are hidden everywhere (docs/enrichment.md "Contacts"); contacts whose owner asked
 * this agent to stop are listed in `optedOutContacts`, the agent's own custom ones too.
 */
function leadFields(agentId: string | Placeholder): Record<keyof Lead, SQL> {
  return {
    id: sql`leads.id`,
    propertyId: sql`properties.id::text`,
    address: sql`properties.address`,
    houseNumber: sql`properties.house_number`,
    formattedStreet: sql`properties.street`,
    city: sql`properties.city`,
    state: sql`properties.state`,
    zip: sql`properties.zip`,
    latitude: sql`properties.latitude`,
    longitude: sql`properties.longitude`,
    beds: sql`properties.beds`,
    bedrooms: sql`properties.beds`,
    baths: sql`properties.baths`,
    bathrooms: sql`properties.baths`,
    sqft: sql`properties.sqft`,
    totalArea: sql`properties.sqft`,
    propertyType: sql`properties.property_type`,
    yearBuilt: sql`properties.year_built`,
    leadTypes: leadTypeLabels,
    leadReasons: sql`properties.lead_reasons`,
    owner1: sql`properties.owner1`,
    owner2: sql`properties.owner2`,
    ownerFullName: sql`nullif(concat_ws(' & ', nullif(properties.owner1, ''), nullif(properties.owner2, '')), '')`,
    ownerName: sql`properties.owner1`,
    ownershipStartDate: sql`properties.ownership_start_date`,
    mailingStreet: sql`properties.mailing_street`,
    mailingCity: sql`properties.mailing_city`,
    mailingState: sql`properties.mailing_state`,
    mailingZip: sql`properties.mailing_zip`,
    estimatedValue: sql`properties.estimated_value`,
    propertyValue: sql`properties.estimated_value`,
    equity: sql`properties.equity_balance`,
    equityBalance: sql`properties.equity_balance`,
    equityPercent: sql`properties.equity_percent`,
    confidenceScore: sql`properties.confidence_score`,
    salePropensity: sql`properties.sale_propensity`,
    lastTransferPrice: sql`null::integer`,
    lastSalePrice: sql`properties.last_sale_price`,
    lastSaleDate: sql`properties.last_sale_date`,
    source: sql`leads.source`,
    dataSource: sql`properties.source`,
    sellerType: sql`leads.seller_type`,
    status: sql`leads.status`,
    contactStatus: sql`leads.contact_status`,
    customEmail: sql`leads.custom_email`,
    customPhone: sql`leads.custom_phone`,
    skipSherpaEnriched: sql`leads.enriched_at is not null`,
    passedContacts: sql`leads.passed_contacts`,
    optedOutContacts: optedOutContacts(agentId),
    phoneNumbers: shownContacts(PHONES),
    emails: shownContacts(EMAILS),
    postcardSent: sql`leads.postcard_sent_at is not null`,
    postcardSentAt: iso(sql`leads.postcard_sent_at`),
    thanksIoPreviewOrderId: sql`leads.postcard_order_id`,
    doNotMail: sql`properties.do_not_mail`,
    createdAt: iso(sql`leads.delivered_at`),
    sequenceStartedAt: iso(sql`leads.sequence_started_at`),
    swipeActionId: sql`leads.current_swipe_id`,
  };
}

/** A JSON object of these fields, in this order. */
function jsonObject<T>(fields: readonly (readonly [string, SQL])[]): SQL<T> {
  const columns = fields.map(([key, value]) => sql`${value} as ${sql.identifier(key)}`);
  return sql<T>`(select row_to_json(v) from (select ${sql.join(columns, sql`, `)}) v)`;
}

/** The whole lead: lead detail, the routes that change a lead and answer it, and export. */
export function leadJson(agentId: string | Placeholder): SQL<Lead> {
  return jsonObject<Lead>(Object.entries(leadFields(agentId)));
}

/** These fields of the lead only, in this order. */
export function leadJsonOf<K extends keyof Lead>(
  agentId: string | Placeholder,
  keys: readonly K[],
): SQL<Pick<Lead, K>> {
  const fields = leadFields(agentId);
  return jsonObject<Pick<Lead, K>>(keys.map((key) => [key, fields[key]]));
}

/**
 * These fields of the lead as the columns of a row, named as its JSON keys: a list selects them in
 * a subquery and is that subquery's rows as JSON, with no subquery per lead.
 */
export function leadColumns<K extends keyof Lead>(
  agentId: string | Placeholder,
  keys: readonly K[],
): Record<K, SQL.Aliased> {
  const fields = leadFields(agentId);
  return Object.fromEntries(keys.map((key) => [key, fields[key].as(key)])) as Record<
    K,
    SQL.Aliased
  >;
}

/** The swipe card's keys, in the contract's order. */
export const LEAD_CARD_KEYS = Object.keys(LeadCard.shape) as (keyof LeadCard)[];
/** The list card's keys (the saved and dismissed lists), in the contract's order. */
export const LISTED_LEAD_KEYS = Object.keys(ListedLead.shape) as (keyof ListedLead)[];

/** The swipe card's fields only (`LeadCard`): a swipe's answer, an undo's. */
export function leadCardJson(agentId: string | Placeholder): SQL<LeadCard> {
  return leadJsonOf(agentId, LEAD_CARD_KEYS);
}

/** A timestamp as `Date.prototype.toISOString` writes it, whatever the session's time zone. */
function iso(timestamp: SQL): SQL {
  return sql`to_char(${timestamp} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * Display names of the property's lead types, in its order; an unknown type keeps its value. One
 * expression, not a subquery per lead (it was a tenth of today's batch's time).
 */
const leadTypeLabels = Object.entries(LEAD_TYPE_LABELS).reduce<SQL>(
  (types, [value, name]) => sql`array_replace(${types}, ${value}::text, ${name}::text)`,
  sql`properties.lead_types`,
);

/** The owner's contacts: the property's, then those Enhance found. */
const PHONES = sql`properties.phones || leads.enriched_phones`;
const EMAILS = sql`properties.emails || leads.enriched_emails`;
/** A contact `entry` the agent has not passed. */
const NOT_PASSED = sql`not (entry->>'id' = any(leads.passed_contacts))`;

/**
 * The entries of a contact list the agent has not passed, in their order. Most leads have passed
 * none: their list is sent as stored, without taking it apart and putting it back together.
 */
function shownContacts(entries: SQL): SQL {
  return sql`case when cardinality(leads.passed_contacts) = 0 then (${entries})::json
    else (select coalesce(json_agg(entry order by n), '[]'::json)
    from jsonb_array_elements(${entries}) with ordinality as shown(entry, n)
    where ${NOT_PASSED}) end`;
}

function optedOut(agentId: string | Placeholder, type: 'email' | 'phone', value: SQL): SQL {
  return sql`exists (select 1 from contact_opt_outs as o where o.agent_id = ${agentId}
    and o.contact_type = ${type} and o.contact_value = ${contactValueSql(type, value)})`;
}

/**
 * Ids of the shown contacts (phones, then emails, then the custom ones) the owner stopped. Most
 * agents have no opt-outs: that is checked once per statement, not per contact.
 */
function optedOutContacts(agentId: string | Placeholder): SQL {
  const phone = sql`entry->>'number'`;
  const email = sql`entry->>'email'`;
  return sql`case when not exists (select 1 from contact_opt_outs where agent_id = ${agentId}) then '[]'::json
    else (select coalesce(json_agg(id order by n), '[]'::json) from (
    select entry->>'id' as id, n from jsonb_array_elements(${PHONES}) with ordinality as phone(entry, n)
      where ${NOT_PASSED} and ${optedOut(agentId, 'phone', phone)}
    union all
    select entry->>'id', 1000000 + n from jsonb_array_elements(${EMAILS}) with ordinality as email(entry, n)
      where ${NOT_PASSED} and ${optedOut(agentId, 'email', email)}
    union all
    select ${CUSTOM_PHONE_ID}::text, 2000001 where leads.custom_phone <> ''
      and ${optedOut(agentId, 'phone', sql`leads.custom_phone`)}
    union all
    select ${CUSTOM_EMAIL_ID}::text, 2000002 where leads.custom_email <> ''
      and ${optedOut(agentId, 'email', sql`leads.custom_email`)}
  ) as stopped) end`;
}
