import type { EmailEntry, EnrichResponse, PhoneEntry } from '@porchlight/contracts';
import type pg from 'pg';
import type { Database } from '../../db/client';
import type { leads, properties } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import {
  type FoundEmail,
  type FoundPhone,
  type SkipTraceProvider,
  SkipTraceUnavailableError,
} from '../../providers/skip-trace';
import { contactValue, findLeadView } from '../leads';
import {
  claimEnrichment,
  giveBackClaim,
  skipTraceUnavailable,
  storeEnrichment,
  waitForLookup,
} from './enrichment-claim';
import { skipTraceQuery } from './skip-trace-query';

const NOTHING_FOUND = 'The provider has no additional contact information for this property.';
const NO_ANSWER_YET =
  'The skip-trace service did not answer in time. Please try again in a minute.';

type PropertyRow = typeof properties.$inferSelect;
type LeadRow = typeof leads.$inferSelect;

const phoneKey = (number: string) => contactValue('phone', number);
const emailKey = (email: string) => contactValue('email', email);

/** New contacts only (not already on the lead), each with a stable id unique within the lead. */
function newContacts(
  property: PropertyRow,
  lead: LeadRow,
  found: { phones: FoundPhone[]; emails: FoundEmail[] },
) {
  const knownPhones = new Set(
    [...property.phones, ...lead.enrichedPhones].map((p) => phoneKey(p.number)),
  );
  const knownEmails = new Set(
    [...property.emails, ...lead.enrichedEmails].map((e) => emailKey(e.email)),
  );
  const phones: PhoneEntry[] = [];
  for (const phone of found.phones) {
    const key = phoneKey(phone.number);
    if (key.length < 7 || knownPhones.has(key)) continue;
    knownPhones.add(key);
    phones.push({ ...phone, id: `skip-phone-${key}` });
  }
  const emails: EmailEntry[] = [];
  for (const email of found.emails) {
    const key = emailKey(email.email);
    if (!key.includes('@') || knownEmails.has(key)) continue;
    knownEmails.add(key);
    emails.push({ ...email, email: email.email.trim(), id: `skip-email-${key}` });
  }
  return { phones, emails };
}

async function leadView(db: Database, agentId: string, leadId: string) {
  const lead = await findLeadView(db, agentId, leadId);
  if (!lead) throw new AppError('NOT_FOUND', 'No such lead.');
  return lead;
}

/** The answer to an Enhance that finds the lead already enriched (by itself or a parallel call). */
async function alreadyEnriched(
  db: Database,
  agentId: string,
  lead: LeadRow,
): Promise<EnrichResponse> {
  if (lead.enrichedPhones.length + lead.enrichedEmails.length === 0) {
    throw new AppError('NO_CONTACTS_FOUND', NOTHING_FOUND);
  }
  return {
    enhancedData: { phones: [], emails: [] },
    lead: await leadView(db, agentId, lead.id),
    stats: { phonesAdded: 0, emailsAdded: 0, phonesFound: 0, emailsFound: 0 },
    alreadyEnriched: true,
  };
}

/**
 * Enhance (docs/enrichment.md "Enhance"): once per lead. A second call adds nothing ("contacts
 * already available"), and one made while the look-up is in flight waits for its stored result;
 * nothing new found is 404; a provider that cannot answer gives the claim back.
 */
export async function enrichLead({
  pool,
  db,
  skipTrace,
  agentId,
  leadId,
  now,
}: {
  pool: pg.Pool;
  db: Database;
  skipTrace: SkipTraceProvider;
  agentId: string;
  leadId: string;
  now: Date;
}): Promise<EnrichResponse> {
  const claim = await claimEnrichment(pool, agentId, leadId, now);
  if (claim.state === 'done') return alreadyEnriched(db, agentId, claim.lead);
  if (claim.state === 'in-flight') {
    return alreadyEnriched(db, agentId, await waitForLookup(db, agentId, leadId));
  }
  let found: Awaited<ReturnType<SkipTraceProvider['lookup']>>;
  try {
    found = await skipTrace.lookup(skipTraceQuery(claim.property));
  } catch (error) {
    // A look-up with no answer may have been carried out and billed: its claim is kept until it
    // runs out, so a tap right after does not buy it again (docs/enrichment.md "Enhance").
    if (error instanceof SkipTraceUnavailableError && error.outcome === 'unknown') {
      throw skipTraceUnavailable(NO_ANSWER_YET);
    }
    await giveBackClaim(db, agentId, leadId, claim.token);
    throw error instanceof SkipTraceUnavailableError ? skipTraceUnavailable() : error;
  }
  const added = newContacts(claim.property, claim.lead, found);
  if (!(await storeEnrichment(db, { agentId, leadId, token: claim.token }, added))) {
    // The claim timed out and another Enhance took it over: its result is the lead's.
    return alreadyEnriched(db, agentId, await waitForLookup(db, agentId, leadId));
  }
  if (added.phones.length + added.emails.length === 0) {
    throw new AppError('NO_CONTACTS_FOUND', NOTHING_FOUND);
  }
  return {
    enhancedData: added,
    lead: await leadView(db, agentId, leadId),
    stats: {
      phonesAdded: added.phones.length,
      emailsAdded: added.emails.length,
      phonesFound: found.phones.length,
      emailsFound: found.emails.length,
    },
    alreadyEnriched: false,
  };
}
