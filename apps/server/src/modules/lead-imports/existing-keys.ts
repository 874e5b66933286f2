import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addressKeys } from './csv';

interface AddressRow extends Record<string, unknown> {
  address: string;
  city: string;
  state: string;
  zip: string;
}

/**
 * The address keys of every lead the agent has, of any source and status (docs/imports.md
 * "Duplicates"): the rows of a file that match one are skipped. Read in one statement; the keys
 * are made by the same rule as the file's.
 */
export async function existingAddressKeys(db: Database, agentId: string): Promise<Set<string>> {
  const { rows } = await db.execute<AddressRow>(sql`
    select p.address, p.city, p.state, p.zip
    from leads l join properties p on p.id = l.property_id
    where l.agent_id = ${agentId}`);
  const keys = new Set<string>();
  for (const row of rows) {
    // A whole address in the street cell keeps its street line and unit (docs/imports.md "Cleaning").
    const parts = { street: row.address, city: row.city, state: row.state, zip: row.zip };
    for (const key of addressKeys(parts)) {
      keys.add(key);
    }
  }
  return keys;
}
