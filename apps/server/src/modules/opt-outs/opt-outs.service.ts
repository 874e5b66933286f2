import { easternDay, formatPhone, type OptOut, ownerLines } from '@porchlight/contracts';
import { stringify } from 'csv-stringify/sync';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactOptOuts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { contactValue, findLeadView } from '../leads';

type OptOutRow = typeof contactOptOuts.$inferSelect;

const toOptOut = (row: OptOutRow): OptOut => ({
  id: row.id,
  contactType: row.contactType,
  contactValue: row.contactValue,
  leadId: row.leadId,
  address: row.address,
  ownerName: row.ownerName,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The owner behind one of a lead's contacts asked this agent to stop (docs/compliance.md "Owners
 * who asked to stop"): the phone or email is logged once and treated like DNC on every lead of this
 * agent from now on.
 */
export async function recordOptOut(
  db: Database,
  {
    agentId,
    leadId,
    contactId,
    now,
  }: { agentId: string; leadId: string; contactId: string; now: Date },
): Promise<OptOut> {
  const lead = await findLeadView(db, agentId, leadId);
  if (!lead) throw new AppError('NOT_FOUND', 'No such lead.');
  const phone = lead.phoneNumbers.find((p) => p.id === contactId);
  const email = lead.emails.find((e) => e.id === contactId);
  const contact = phone
    ? { type: 'phone' as const, value: phone.number }
    : email
      ? { type: 'email' as const, value: email.email }
      : null;
  if (!contact) {
    throw new AppError('CONTACT_NOT_FOUND', 'This lead has no contact with that id.', {
      field: 'contactId',
    });
  }
  const value = contactValue(contact.type, contact.value);
  await db
    .insert(contactOptOuts)
    .values({
      agentId,
      contactType: contact.type,
      contactValue: value,
      leadId,
      address: lead.address,
      ownerName: ownerLines(lead).join(' & ') || null,
      createdAt: now,
    })
    .onConflictDoNothing();
  const rows = await listOptOuts(db, agentId);
  const row = rows.find((r) => r.contactType === contact.type && r.contactValue === value);
  if (!row) throw new Error('opt-out not stored');
  return row;
}

export async function listOptOuts(db: Database, agentId: string): Promise<OptOut[]> {
  const rows = await db
    .select()
    .from(contactOptOuts)
    .where(eq(contactOptOuts.agentId, agentId))
    .orderBy(desc(contactOptOuts.createdAt), desc(contactOptOuts.id));
  return rows.map(toOptOut);
}

/** The opt-out log as CSV: date, contact, owner, property (formulas made inert). */
export function optOutsCsv(rows: readonly OptOut[]): string {
  const records = rows.map((row) => [
    easternDay(new Date(row.createdAt)),
    row.contactType === 'phone' ? 'Phone' : 'Email',
    row.contactType === 'phone' ? formatPhone(row.contactValue) : row.contactValue,
    row.ownerName ?? '',
    row.address ?? '',
  ]);
  return stringify([['Date', 'Type', 'Contact', 'Owner', 'Property'], ...records], {
    bom: true,
    escape_formulas: true,
    record_delimiter: 'windows',
  });
}
