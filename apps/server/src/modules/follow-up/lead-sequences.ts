import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leads } from '../../db/schema';
import type { SequenceState } from './sequence';

/**
 * Saved leads whose follow-up runs: started, not dismissed from it (docs/leads.md "Swipes"). The
 * one statement of "in follow-up", for the dashboard, each change of a day and the stats.
 */
export const inFollowUp = and(
  eq(leads.status, 'saved'),
  isNotNull(leads.sequenceStartedAt),
  isNull(leads.followUpDismissedAt),
);

export interface LeadSequence {
  id: string;
  state: SequenceState;
}

/** This agent's leads in follow-up, each with the day it stands on. */
export async function leadSequences(db: Database, agentId: string): Promise<LeadSequence[]> {
  const rows = await db
    .select({ id: leads.id, day: leads.followUpDay, dayCompletedAt: leads.followUpDayCompletedAt })
    .from(leads)
    .where(and(eq(leads.agentId, agentId), inFollowUp));
  return rows.map((row) => ({
    id: row.id,
    state: { day: row.day, dayCompletedAt: row.dayCompletedAt },
  }));
}
