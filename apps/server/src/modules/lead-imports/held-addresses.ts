import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { HeldAddress } from './csv';

/**
 * The address of every lead the agent has, of any source and status (docs/imports.md
 * "Duplicates"): the rows of a file that match one are skipped. Read in one statement; their keys
 * are made on the CSV thread, by the same rule as the file's.
 */
export async function heldAddresses(db: Database, agentId: string): Promise<HeldAddress[]> {
  const { rows } = await db.execute<HeldAddress & Record<string, unknown>>(sql`
    select p.address, p.city, p.state, p.zip
    from leads l join properties p on p.id = l.property_id
    where l.agent_id = ${agentId}`);
  return rows;
}
