import type { Lead } from '@porchlight/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leads } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findLeadView } from '../leads';

/**
 * Remove from saved (docs/leads.md "Swipes"): the lead leaves saved and follow-up for good; it is
 * not listed as dismissed and, as a lead of this agent, is never delivered again.
 */
export async function unsaveLead(db: Database, agentId: string, leadId: string): Promise<Lead> {
  const [row] = await db
    .update(leads)
    .set({ status: 'removed' })
    .where(and(eq(leads.id, leadId), eq(leads.agentId, agentId), eq(leads.status, 'saved')))
    .returning({ id: leads.id });
  const lead = await findLeadView(db, agentId, leadId);
  if (!lead) throw new AppError('NOT_FOUND', 'No such lead.');
  if (!row) throw new AppError('NOT_SAVED', 'This lead is not in your saved leads.');
  return lead;
}
