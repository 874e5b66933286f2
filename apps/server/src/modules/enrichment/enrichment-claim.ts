import { setTimeout as sleep } from 'node:timers/promises';
import type { EmailEntry, PhoneEntry } from '@porchlight/contracts';
import { easternDayRange } from '@porchlight/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { agents, leads, properties } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';

/** Skip traces an agent may run per ET day: each costs the provider a lookup. */
export const ENRICHMENTS_PER_DAY = 50;

/**
 * A claim older than this is a look-up that crashed before storing or giving the claim back: the
 * next Enhance may claim the lead again. Far longer than the provider's own 10 s time-out.
 */
const CLAIM_EXPIRES_MS = 60_000;

/** How long a parallel Enhance waits for the look-up in flight: past the provider's time-out. */
const WAIT_FOR_LOOKUP_MS = 15_000;

type LeadRow = typeof leads.$inferSelect;
type PropertyRow = typeof properties.$inferSelect;

export type Claim =
  | { state: 'claimed'; lead: LeadRow; property: PropertyRow; token: Date }
  | { state: 'done'; lead: LeadRow }
  | { state: 'in-flight' };

const lookupInFlight = (lead: LeadRow, now: Date) =>
  lead.enrichmentClaimedAt !== null &&
  now.getTime() - lead.enrichmentClaimedAt.getTime() < CLAIM_EXPIRES_MS;

/**
 * Claims the lead's one enrichment (docs/enrichment.md "Enhance"), counted against the agent's
 * daily allowance (docs/enrichment.md "Daily allowance"). The agent row is locked, so parallel
 * claims count exactly; the claim commits before the provider is called, so no lock is held over
 * the network. The claim time is its token: only the claimant stores the result or gives the claim
 * back.
 */
export async function claimEnrichment(
  pool: pg.Pool,
  agentId: string,
  leadId: string,
  now: Date,
): Promise<Claim> {
  return withTransaction(pool, async ({ db }) => {
    await db.select({ id: agents.id }).from(agents).where(eq(agents.id, agentId)).for('update');
    const [row] = await db
      .select({ lead: leads, property: properties })
      .from(leads)
      .innerJoin(properties, eq(properties.id, leads.propertyId))
      .where(and(eq(leads.id, leadId), eq(leads.agentId, agentId), ne(leads.status, 'removed')));
    if (!row) throw new AppError('NOT_FOUND', 'No such lead.');
    if (row.lead.enrichedAt) return { state: 'done', lead: row.lead };
    if (lookupInFlight(row.lead, now)) return { state: 'in-flight' };
    // A claim in flight counts on the day it was made, as its stored enrichment will. The ET day
    // is a half-open range of instants, so the index on the instants can serve it.
    const day = easternDayRange(now);
    const [{ used = 0 } = {}] = await db
      .select({ used: sql<number>`count(*)::int` })
      .from(leads)
      .where(
        and(
          eq(leads.agentId, agentId),
          sql`coalesce(${leads.enrichedAt}, ${leads.enrichmentClaimedAt}) >= ${day.start}`,
          sql`coalesce(${leads.enrichedAt}, ${leads.enrichmentClaimedAt}) < ${day.end}`,
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
      .set({ enrichmentClaimedAt: now })
      .where(and(eq(leads.id, leadId), eq(leads.agentId, agentId)));
    return { state: 'claimed', ...row, token: now };
  });
}

const heldClaim = (agentId: string, leadId: string, token: Date) =>
  and(eq(leads.id, leadId), eq(leads.agentId, agentId), eq(leads.enrichmentClaimedAt, token));

/**
 * Stores the look-up's new contacts and marks the lead enriched (on the claim's day) in one
 * write, so no reader sees it enriched without them. False if the claim was no longer held.
 */
export async function storeEnrichment(
  db: Database,
  { agentId, leadId, token }: { agentId: string; leadId: string; token: Date },
  added: { phones: PhoneEntry[]; emails: EmailEntry[] },
): Promise<boolean> {
  const stored = await db
    .update(leads)
    .set({
      enrichedPhones: sql`${leads.enrichedPhones} || ${JSON.stringify(added.phones)}::jsonb`,
      enrichedEmails: sql`${leads.enrichedEmails} || ${JSON.stringify(added.emails)}::jsonb`,
      enrichedAt: sql`${leads.enrichmentClaimedAt}`,
      enrichmentClaimedAt: null,
    })
    .where(heldClaim(agentId, leadId, token))
    .returning({ id: leads.id });
  return stored.length > 0;
}

/** A look-up that failed gives the claim back: the agent may try again. */
export async function giveBackClaim(db: Database, agentId: string, leadId: string, token: Date) {
  await db
    .update(leads)
    .set({ enrichmentClaimedAt: null })
    .where(heldClaim(agentId, leadId, token));
}

/**
 * Waits for the look-up another Enhance has in flight, polling the row (no lock held), and
 * answers with the lead once its result is stored. A look-up given back, or one still running
 * after the wait, is the provider not answering.
 */
export async function waitForLookup(db: Database, agentId: string, leadId: string) {
  const deadline = Date.now() + WAIT_FOR_LOOKUP_MS;
  for (let pause = 20; Date.now() < deadline; pause = Math.min(pause * 1.5, 250)) {
    await sleep(pause);
    const [lead] = await db
      .select()
      .from(leads)
      .where(and(eq(leads.id, leadId), eq(leads.agentId, agentId)));
    if (!lead) throw new AppError('NOT_FOUND', 'No such lead.');
    if (lead.enrichedAt) return lead;
    if (!lead.enrichmentClaimedAt) break;
  }
  throw skipTraceUnavailable();
}

export const skipTraceUnavailable = (
  message = 'The skip-trace service could not be reached. Please try again later.',
) => new AppError('SKIP_TRACE_UNAVAILABLE', message);
