import type { Lead } from '@porchlight/contracts';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findLeadView } from '../leads';

// When a lead's follow-up starts (docs/follow-up.md "When a follow-up starts"): the one home of the
// rule. Other modules write `leads.sequence_started_at` only with what this file gives them
// (apps/server/test/follow-up-start-home.test.ts).

/**
 * A lead's start after a swipe of `action` at `now`, inside a statement that updates `leads`: a
 * save starts it unless it ran already (moving a lead back from Dismissed never restarts it); a
 * dismiss keeps what was.
 */
export function sequenceStartAfterSwipe(action: SQL, now: SQL | Placeholder): SQL {
  return sql`case when ${action} = 'save'
    then coalesce(leads.sequence_started_at, ${now}) else leads.sequence_started_at end`;
}

/** Undoing a swipe puts back the start the lead had before it: a save's own start never ran. */
export function sequenceStartAfterUndo(startBefore: SQL): SQL {
  return startBefore;
}

/** A bought lead arrives saved with its follow-up started (docs/credits.md "Paying per lead delivered"). */
export function sequenceStartOfBoughtLead(at: string): SQL {
  return sql`${at}::timestamptz`;
}

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
