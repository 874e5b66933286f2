import type { Lead } from '@porchlight/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findLeadView } from '../leads';

/**
 * Starts the follow-up of one saved lead (docs/imports.md "Follow-up"): an imported lead's
 * follow-up waits for the agent. Starting one already started changes nothing.
 */
export async function startLeadFollowUp(
  db: Database,
  { agentId, leadId, now }: { agentId: string; leadId: string; now: Date },
): Promise<Lead> {
  const { rows } = await db.execute<{ status: string }>(sql`
    with target as (
      select id, status from leads
      where id = ${leadId} and agent_id = ${agentId} and status <> 'removed'
    ), started as (
      update leads set sequence_started_at = coalesce(leads.sequence_started_at, ${now.toISOString()}::timestamptz)
      from target
      where leads.id = target.id and leads.agent_id = ${agentId} and target.status = 'saved'
      returning 1
    )
    select status from target`);
  const [row] = rows;
  if (!row) throw new AppError('NOT_FOUND', 'Lead not found.');
  if (row.status !== 'saved') {
    throw new AppError('NOT_SAVED', 'Only a saved lead can start its follow-up.');
  }
  const lead = await findLeadView(db, agentId, leadId);
  if (!lead) throw new AppError('NOT_FOUND', 'Lead not found.');
  return lead;
}

/** Starts the follow-up of every saved lead of an import that has not started it. */
export async function startImportFollowUp(
  db: Database,
  { agentId, importId, now }: { agentId: string; importId: string; now: Date },
): Promise<{ started: number }> {
  const { rows } = await db.execute<{ started: number; found: boolean }>(sql`
    with started as (
      update leads set sequence_started_at = ${now.toISOString()}::timestamptz
      where import_id = ${importId} and agent_id = ${agentId} and status = 'saved'
        and sequence_started_at is null
      returning 1
    )
    select (select count(*)::int from started) as started,
      exists (select 1 from lead_imports where id = ${importId} and agent_id = ${agentId}) as found`);
  const [row] = rows;
  if (!row?.found) throw new AppError('NOT_FOUND', 'Import not found.');
  return { started: row.started };
}
