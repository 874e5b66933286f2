import type { EmailEntry, EnrichResponse, PhoneEntry } from '@porchlight/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { agents, leads, properties } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { BUSINESS_TIME_ZONE, easternDay } from '../../lib/calendar';
import {
  type FoundEmail,
  type FoundPhone,
  type SkipTraceProvider,
  SkipTraceUnavailableError,
} from '../../providers/skip-trace';
import { findLeadView } from '../leads/lead-view';
import { skipTraceQuery } from './skip-trace-query';

/** Skip traces an agent may run per ET day: each costs the provider a lookup. */
export const ENRICHMENTS_PER_DAY = 50;

const NOTHING_FOUND = 'The provider has no additional contact information for this property.';

type PropertyRow = typeof properties.$inferSelect;
type LeadRow = typeof leads.$inferSelect;

/**
 * Claims the lead's one enrichment (DOMAIN.md "Contacts and enrichment"), counted against the
 * agent's daily allowance. The agent row is locked, so parallel claims count exactly; the claim
 * commits before the provider is called, so no lock is held over the network.
 */
async function claimEnrichment(pool: pg.Pool, agentId: string, leadId: string, now: Date) {
  return withTransaction(pool, async ({ db }) => {
    await db.select({ id: agents.id }).from(agents).where(eq(agents.id, agentId)).for('update');
    const [row] = await db
      .select({ lead: leads, property: properties })
      .from(leads)
      .innerJoin(properties, eq(properties.id, leads.propertyId))
      .where(and(eq(leads.id, leadId), eq(leads.agentId, agentId), ne(leads.status, 'removed')));
    if (!row) throw new AppError('NOT_FOUND', 'No such lead.');
    if (row.lead.enrichedAt) return { ...row, claimed: false };
    const [{ used = 0 } = {}] = await db
      .select({ used: sql<number>`count(*)::int` })
      .from(leads)
      .where(
        and(
          eq(leads.agentId, agentId),
          sql`(${leads.enrichedAt} at time zone ${BUSINESS_TIME_ZONE})::date = ${easternDay(now)}::date`,
        ),
      );
    if (used >= ENRICHMENTS_PER_DAY) {
      throw new AppError(
        'ENRICH_LIMIT_REACHED',
        `You have used today's ${ENRICHMENTS_PER_DAY} skip traces. More are available after midnight ET.`,
      );
    }
    await db
      .update(leads)
      .set({ enrichedAt: now })
      .where(and(eq(leads.id, leadId), eq(leads.agentId, agentId)));
    return { ...row, claimed: true };
  });
}

const phoneKey = (number: string) => number.replace(/\D/g, '').slice(-10);
const emailKey = (email: string) => email.trim().toLowerCase();

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

/**
 * Enhance (workspace.md §4): once per lead. A second call adds nothing ("contacts already
 * available"); nothing new found is 404; a provider that cannot answer gives the claim back.
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
  const none = { phonesAdded: 0, emailsAdded: 0, phonesFound: 0, emailsFound: 0 };
  if (!claim.claimed) {
    if (claim.lead.enrichedPhones.length + claim.lead.enrichedEmails.length === 0) {
      throw new AppError('NO_CONTACTS_FOUND', NOTHING_FOUND);
    }
    return {
      enhancedData: { phones: [], emails: [] },
      lead: await leadView(db, agentId, leadId),
      stats: none,
      alreadyEnriched: true,
    };
  }
  let found: Awaited<ReturnType<SkipTraceProvider['lookup']>>;
  try {
    found = await skipTrace.lookup(skipTraceQuery(claim.property));
  } catch (error) {
    await db
      .update(leads)
      .set({ enrichedAt: null })
      .where(and(eq(leads.id, leadId), eq(leads.agentId, agentId), eq(leads.enrichedAt, now)));
    if (error instanceof SkipTraceUnavailableError) {
      throw new AppError(
        'SKIP_TRACE_UNAVAILABLE',
        'The skip-trace service could not be reached. Please try again later.',
      );
    }
    throw error;
  }
  const added = newContacts(claim.property, claim.lead, found);
  await db
    .update(leads)
    .set({
      enrichedPhones: sql`${leads.enrichedPhones} || ${JSON.stringify(added.phones)}::jsonb`,
      enrichedEmails: sql`${leads.enrichedEmails} || ${JSON.stringify(added.emails)}::jsonb`,
    })
    .where(and(eq(leads.id, leadId), eq(leads.agentId, agentId)));
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
