import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ImportedLead } from './csv';

/**
 * Imported properties sort after every source's own: a scan of a zip's sample inventory in its
 * order never reads them (docs/imports.md "Importing").
 */
const IMPORTED_SORT_KEY = Number.MAX_SAFE_INTEGER;

export interface ImportTarget {
  agentId: string;
  importId: string;
  destination: 'saved' | 'review';
  leadDay: string;
  now: Date;
}

const pgArray = (values: readonly unknown[]) => JSON.stringify(values);

/**
 * One chunk of an import's rows, in one statement: their properties (source `import`, one per
 * agent and address, so no other agent's delivery ever offers them), their leads and, for leads
 * sent to Saved, the save swipe every saved lead has. A property already there (a lead the agent
 * got in a race since the plan) is left as it is and counted. Answers how many leads it added.
 */
export async function insertImportedLeads(
  db: Database,
  target: ImportTarget,
  chunk: readonly ImportedLead[],
  firstPosition: number,
): Promise<number> {
  const { agentId, importId, destination, leadDay, now } = target;
  const rows = chunk.map((lead, index) => ({
    external_id: `${agentId}:${lead.keys[0] ?? lead.row}`,
    position: firstPosition + index,
    zip: lead.zip,
    city_key: `${lead.city.toLowerCase()}|${lead.state.toLowerCase()}`,
    address: lead.address,
    house_number: lead.houseNumber,
    street: lead.street,
    city: lead.city,
    state: lead.state,
    property_type: lead.propertyType,
    beds: lead.beds,
    baths: lead.baths,
    sqft: lead.sqft,
    year_built: lead.yearBuilt,
    owner1: lead.owner1,
    owner2: lead.owner2,
    owner_type: lead.ownerType,
    mailing_street: lead.mailingStreet,
    mailing_city: lead.mailingCity,
    mailing_state: lead.mailingState,
    mailing_zip: lead.mailingZip,
    estimated_value: lead.estimatedValue,
    do_not_mail: lead.doNotMail,
    phones: lead.phones.map((phone, n) => ({
      id: `import-phone-${n + 1}`,
      number: phone.number,
      dnc: phone.dnc,
      ...(phone.dncReason && { dncReason: phone.dncReason }),
      source: 'import',
      personName: phone.personName ?? lead.owner1,
    })),
    emails: lead.emails.map((email, n) => ({
      id: `import-email-${n + 1}`,
      email,
      source: 'import',
      personName: lead.owner1,
    })),
  }));
  const saved = destination === 'saved';
  const at = now.toISOString();
  const { rows: added } = await db.execute<{ n: number }>(sql`
    with input as (
      select * from jsonb_to_recordset(${pgArray(rows)}::jsonb) as r(
        external_id text, position int, zip text, city_key text, address text, house_number text,
        street text, city text, state text, property_type text, beds smallint, baths real,
        sqft int, year_built smallint, owner1 text, owner2 text, owner_type text,
        mailing_street text, mailing_city text, mailing_state text, mailing_zip text,
        estimated_value int, do_not_mail boolean, phones jsonb, emails jsonb)
    ), property as (
      insert into properties (source, external_id, sort_key, zip, city_key, address, house_number,
        street, city, state, property_type, beds, baths, sqft, year_built, owner1, owner2,
        owner_type, mailing_street, mailing_city, mailing_state, mailing_zip, estimated_value,
        do_not_mail, lead_types, lead_reasons, phones, emails)
      select 'import', external_id, ${IMPORTED_SORT_KEY}, zip, city_key, address, house_number,
        street, city, state, property_type, beds, baths, sqft, year_built, owner1, owner2,
        owner_type, mailing_street, mailing_city, mailing_state, mailing_zip, estimated_value,
        do_not_mail, '{}', '{}', phones, emails
      from input
      on conflict (source, external_id) do nothing
      returning id, external_id
    ), picked as (
      select property.id as property_id, input.position,
        gen_random_uuid() as lead_id, gen_random_uuid() as swipe_id
      from property join input using (external_id)
    ), lead as (
      insert into leads (id, agent_id, property_id, source, import_id, lead_day, delivered_at,
        position, status, current_swipe_id)
      select lead_id, ${agentId}, property_id, 'import', ${importId}, ${leadDay}::date,
        ${at}::timestamptz, position, ${saved ? 'saved' : 'new'},
        case when ${saved} then swipe_id end
      from picked
      returning id
    ), swipe as (
      insert into swipes (id, agent_id, lead_id, action, created_at)
      select swipe_id, ${agentId}, lead_id, 'save', ${at}::timestamptz from picked where ${saved}
    )
    select (select count(*)::int from lead) as n`);
  return added[0]?.n ?? 0;
}
