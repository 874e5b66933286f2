import type { Database } from '../../db/client';
import { leadSequences } from './lead-sequences';
import { sequencePosition } from './sequence';

/**
 * How many of the agent's leads have a follow-up day still to do today: those the dashboard shows
 * as not complete (`dayStatus: 'normal'`), read by the sequence's own rules, without the
 * dashboard's cards or making its day rows (the morning notification counts them).
 */
export async function followUpsDueToday(db: Database, agentId: string, now: Date): Promise<number> {
  const sequences = await leadSequences(db, agentId);
  return sequences.filter((s) => sequencePosition(s.state, now).dayStatus === 'normal').length;
}
