import type { Lead } from '@porchlight/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findLeadView } from '../leads';

/**
 * The whole lead for the Property Details dialog (docs/leads.md "The lead as answered"), read by
 * its id. Another agent's lead is simply not found, and so is a removed one: it has left every list
 * for good.
 */
export async function leadDetail(
  db: Database,
  { agentId, leadId }: { agentId: string; leadId: string },
): Promise<Lead> {
  const lead = await findLeadView(db, agentId, leadId);
  if (!lead || lead.status === 'removed') {
    throw new AppError('NOT_FOUND', 'This lead is not among your leads.');
  }
  return lead;
}
