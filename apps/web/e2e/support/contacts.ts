import type { EmailEntry, Lead, LeadCard, ListedLead, PhoneEntry } from '@porchlight/contracts';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { journeyServer } from './server';

/**
 * The owner contacts a journey needs, written on the lead's property in the journeys' database:
 * which sample owner has a phone or an email depends on where the agent's leads start, so a
 * journey makes the contacts it works with instead of hoping for them. Numbers are 555-01xx
 * lines and emails example addresses, as the sample owners' are.
 */
export async function giveContacts(
  leadId: string,
  contacts: { phones?: PhoneEntry[]; emails?: EmailEntry[] },
): Promise<void> {
  await updateProperty(
    leadId,
    `phones = coalesce($2::jsonb, phones), emails = coalesce($3::jsonb, emails)`,
    [
      contacts.phones ? JSON.stringify(contacts.phones) : null,
      contacts.emails ? JSON.stringify(contacts.emails) : null,
    ],
  );
}

/** Sets `assignments` ($2 on) on the lead's property in the journeys' database. */
async function updateProperty(leadId: string, assignments: string, values: unknown[]) {
  const client = new pg.Client({ connectionString: journeyServer().databaseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `update properties set ${assignments} where id = (select property_id from leads where id = $1)`,
      [leadId, ...values],
    );
    if (rowCount !== 1) throw new Error(`no lead ${leadId} whose property to change`);
  } finally {
    await client.end();
  }
}

/**
 * Puts the owner's mailing address in `zip`, `state`: the owner's time zone, which quiet hours
 * follow, is the mailing address's (docs/compliance.md "Quiet hours"), and a sample owner may
 * live in any zone.
 */
export async function ownerLivesIn(leadId: string, mailing: { zip: string; state: string }) {
  await updateProperty(leadId, 'mailing_zip = $2, mailing_state = $3', [
    mailing.zip,
    mailing.state,
  ]);
}

/** A phone the owner can be called and texted on (not on the do-not-call list). */
export function samplePhone(n: number, personName: string | null = null): PhoneEntry {
  return { id: `p${n}`, number: `305555010${n}`, dnc: false, source: 'sample', personName };
}

export function sampleEmail(n: number, personName: string | null = null): EmailEntry {
  return { id: `e${n}`, email: `owner${n}@example.com`, source: 'sample', personName };
}

/**
 * Saves today's first new card with the Save button, as a person taps it, and gives its owner the
 * contacts the journey works with; answers the lead as Property Details reads it.
 */
export async function saveFirst(
  page: Page,
  agentId: string,
  contacts: Parameters<typeof giveContacts>[1],
): Promise<Lead> {
  const batch: LeadCard[] = await (await page.request.get(`/api/leads/today/${agentId}`)).json();
  const card = batch.find((lead) => lead.status === 'new');
  if (!card) throw new Error('no new card to save');
  await page.getByRole('group', { name: `Lead: ${card.address}` }).waitFor();
  await page.getByRole('button', { name: 'Save', exact: true }).tap();
  const isSaved = async () => {
    const list: ListedLead[] = await (await page.request.get(`/api/saved/${agentId}`)).json();
    return list.some((listed) => listed.id === card.id);
  };
  await expect.poll(isSaved).toBe(true);
  await giveContacts(card.id, contacts);
  return (await page.request.get(`/api/leads/${card.id}`)).json();
}
