import {
  CUSTOM_EMAIL_ID,
  CUSTOM_PHONE_ID,
  LEAD_TYPE_LABELS,
  type Lead,
} from '@porchlight/contracts';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { contactValueSql } from './contact-key';

/**
 * The lead as the API answers it (workspace.md §3), built by PostgreSQL as JSON from a `leads`
 * row joined to its `properties` row (the statement must name them `leads` and `properties`).
 * The one home of the lead's shape: a list is then one JSON text that Node sends as it is, with no
 * row decoding, mapping or serializing per lead (issue 13: that was most of a list's time).
 *
 * Passed contacts are hidden everywhere (DOMAIN.md "Contacts and enrichment"); contacts whose
 * owner asked this agent to stop are listed in `optedOutContacts`, the agent's own custom ones too.
 */
export function leadJson(agentId: string | Placeholder): SQL<Lead> {
  return sql<Lead>`(select row_to_json(v) from (select
    leads.id as "id",
    properties.id::text as "propertyId",
    properties.address as "address",
    properties.house_number as "houseNumber",
    properties.street as "formattedStreet",
    properties.city as "city",
    properties.state as "state",
    properties.zip as "zip",
    properties.latitude as "latitude",
    properties.longitude as "longitude",
    properties.beds as "beds",
    properties.beds as "bedrooms",
    properties.baths as "baths",
    properties.baths as "bathrooms",
    properties.sqft as "sqft",
    properties.sqft as "totalArea",
    properties.property_type as "propertyType",
    properties.year_built as "yearBuilt",
    ${leadTypeLabels} as "leadTypes",
    properties.lead_reasons as "leadReasons",
    properties.owner1 as "owner1",
    properties.owner2 as "owner2",
    nullif(concat_ws(' & ', nullif(properties.owner1, ''), nullif(properties.owner2, '')), '') as "ownerFullName",
    properties.owner1 as "ownerName",
    properties.ownership_start_date as "ownershipStartDate",
    properties.mailing_street as "mailingStreet",
    properties.mailing_city as "mailingCity",
    properties.mailing_state as "mailingState",
    properties.mailing_zip as "mailingZip",
    properties.estimated_value as "estimatedValue",
    properties.estimated_value as "propertyValue",
    properties.equity_balance as "equity",
    properties.equity_balance as "equityBalance",
    properties.equity_percent as "equityPercent",
    properties.confidence_score as "confidenceScore",
    properties.sale_propensity as "salePropensity",
    null::integer as "lastTransferPrice",
    properties.last_sale_price as "lastSalePrice",
    properties.last_sale_date as "lastSaleDate",
    leads.source as "source",
    properties.source as "dataSource",
    leads.seller_type as "sellerType",
    leads.status as "status",
    leads.contact_status as "contactStatus",
    leads.custom_email as "customEmail",
    leads.custom_phone as "customPhone",
    leads.enriched_at is not null as "skipSherpaEnriched",
    leads.passed_contacts as "passedContacts",
    ${optedOutContacts(agentId)} as "optedOutContacts",
    ${shownContacts(sql`properties.phones || leads.enriched_phones`)} as "phoneNumbers",
    ${shownContacts(sql`properties.emails || leads.enriched_emails`)} as "emails",
    leads.postcard_sent_at is not null as "postcardSent",
    ${iso(sql`leads.postcard_sent_at`)} as "postcardSentAt",
    leads.postcard_order_id as "thanksIoPreviewOrderId",
    ${iso(sql`leads.delivered_at`)} as "createdAt",
    ${iso(sql`leads.sequence_started_at`)} as "sequenceStartedAt",
    leads.current_swipe_id as "swipeActionId"
  ) v)`;
}

/** A timestamp as `Date.prototype.toISOString` writes it, whatever the session's time zone. */
function iso(timestamp: SQL): SQL {
  return sql`to_char(${timestamp} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** Display names of the property's lead types, in its order; an unknown type keeps its value. */
const leadTypeLabels = sql`array(select case type.value ${sql.join(
  Object.entries(LEAD_TYPE_LABELS).map(([value, name]) => sql`when ${value} then ${name}`),
  sql` `,
)} else type.value end
  from unnest(properties.lead_types) with ordinality as type(value, n) order by type.n)`;

/** The entries of a contact list the agent has not passed, in their order. */
function shownContacts(entries: SQL): SQL {
  return sql`(select coalesce(json_agg(entry order by n), '[]'::json)
    from jsonb_array_elements(${entries}) with ordinality as shown(entry, n)
    where not (entry->>'id' = any(leads.passed_contacts)))`;
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
    select entry->>'id' as id, n from jsonb_array_elements(properties.phones || leads.enriched_phones)
      with ordinality as phone(entry, n)
      where not (entry->>'id' = any(leads.passed_contacts)) and ${optedOut(agentId, 'phone', phone)}
    union all
    select entry->>'id', 1000000 + n from jsonb_array_elements(properties.emails || leads.enriched_emails)
      with ordinality as email(entry, n)
      where not (entry->>'id' = any(leads.passed_contacts)) and ${optedOut(agentId, 'email', email)}
    union all
    select ${CUSTOM_PHONE_ID}::text, 2000001 where leads.custom_phone <> ''
      and ${optedOut(agentId, 'phone', sql`leads.custom_phone`)}
    union all
    select ${CUSTOM_EMAIL_ID}::text, 2000002 where leads.custom_email <> ''
      and ${optedOut(agentId, 'email', sql`leads.custom_email`)}
  ) as stopped) end`;
}
