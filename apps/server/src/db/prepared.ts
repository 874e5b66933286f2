import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * A query built once per database handle and run as a named prepared statement: for the paths every
 * request takes, where building SQL with Drizzle each time costs more than running it.
 */
export function preparedOnce<T>(build: (db: Database) => T): (db: Database) => T {
  const cache = new WeakMap<Database, T>();
  return (db) => {
    let prepared = cache.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      cache.set(db, prepared);
    }
    return prepared;
  };
}

/** The agent a prepared statement reads for: every hot read names it as `agentId`. */
export const agentIdParam = sql.placeholder('agentId');
