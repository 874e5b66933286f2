import { type Lead, phoneDigits } from '@porchlight/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leads, properties } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findLeadView } from '../leads';

type ContactStatus = Lead['contactStatus'];
type PassContactInput = { agentId: string; leadId: string; contactId: string };

/** The lead after a change, or 404: another agent's lead, or a removed one, is not found. */
async function changedLead(db: Database, agentId: string, leadId: string | undefined) {
  const lead = leadId ? await findLeadView(db, agentId, leadId) : null;
  if (!lead) throw new AppError('NOT_FOUND', 'No such lead.');
  return lead;
}

const ownedLead = (agentId: string, leadId: string) =>
  and(eq(leads.id, leadId), eq(leads.agentId, agentId), ne(leads.status, 'removed'));

/** The lead's contact status: none, contacted or blocked (docs/leads.md "The lead as answered"). */
export async function updateContactStatus(
  db: Database,
  {
    agentId,
    leadId,
    contactStatus,
  }: { agentId: string; leadId: string; contactStatus: ContactStatus },
): Promise<Lead> {
  const [row] = await db
    .update(leads)
    .set({ contactStatus })
    .where(ownedLead(agentId, leadId))
    .returning({ id: leads.id });
  return changedLead(db, agentId, row?.id);
}

/**
 * Passes one of the lead's contacts (docs/enrichment.md "Contacts"): its id joins
 * `passedContacts` once, and it is hidden everywhere from then on. One statement, so two passes
 * at the same moment both land. False when the agent has no such lead with that contact. The
 * follow-up passes through here too: the same act (docs/follow-up.md "The six days").
 */
export async function addPassedContact(
  db: Database,
  { agentId, leadId, contactId }: PassContactInput,
): Promise<boolean> {
  const wanted = sql`jsonb_build_array(jsonb_build_object('id', ${contactId}::text))`;
  const rows = await db
    .update(leads)
    .set({
      passedContacts: sql`case when ${contactId}::text = any(${leads.passedContacts})
        then ${leads.passedContacts} else array_append(${leads.passedContacts}, ${contactId}::text) end`,
    })
    .from(properties)
    .where(
      and(
        ownedLead(agentId, leadId),
        eq(properties.id, leads.propertyId),
        sql`(${properties.phones} || ${properties.emails} || ${leads.enrichedPhones} || ${leads.enrichedEmails}) @> ${wanted}`,
      ),
    )
    .returning({ id: leads.id });
  return rows.length > 0;
}

/** POST /api/leads/{id}/pass-contact: the lead after the pass; a contact it does not have is 404. */
export async function passContact(db: Database, input: PassContactInput): Promise<Lead> {
  if (!(await addPassedContact(db, input))) {
    await changedLead(db, input.agentId, input.leadId);
    throw new AppError('CONTACT_NOT_FOUND', 'This lead has no contact with that id.', {
      field: 'contactId',
    });
  }
  return changedLead(db, input.agentId, input.leadId);
}

/**
 * The agent's own contact for a lead (docs/leads.md "The lead as answered"), found by the lead's
 * current swipe. The phone is kept as its 10 digits, ready for an sms: link.
 */
export async function saveCustomContact(
  db: Database,
  {
    agentId,
    swipeActionId,
    customEmail,
    customPhone,
  }: {
    agentId: string;
    swipeActionId: string;
    customEmail: string | null;
    customPhone: string | null;
  },
): Promise<Lead> {
  const [row] = await db
    .update(leads)
    .set({ customEmail, customPhone: customPhone === null ? null : phoneDigits(customPhone) })
    .where(
      and(
        eq(leads.currentSwipeId, swipeActionId),
        eq(leads.agentId, agentId),
        ne(leads.status, 'removed'),
      ),
    )
    .returning({ id: leads.id });
  return changedLead(db, agentId, row?.id);
}
