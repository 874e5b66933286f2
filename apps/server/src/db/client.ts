import os from 'node:os';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  pool: pg.Pool;
  db: Database;
}

/**
 * Connections a process opens by default: twice this machine's cores, at least 4. PostgreSQL on
 * the same cores does more work with fewer connections: in the 100-agent rush on 2 cores, 20
 * connections cost 17.6 ms of PostgreSQL CPU per fresh batch and 4 cost 5.3
 * (docs/performance.md "Capacity").
 * `DATABASE_POOL_SIZE` sets it, for a database server with other cores.
 */
export function defaultPoolSize(): number {
  return Math.max(4, 2 * os.availableParallelism());
}

/**
 * Every app connection runs without parallel query: a parallel worker started for one agent's few
 * rows costs more than the rows, and two cores have none to spare (docs/performance.md "Plans").
 */
export const APP_CONNECTION_SETTINGS = '-c max_parallel_workers_per_gather=0';

export function connectDatabase(
  url: string,
  onError: (error: Error) => void,
  size = defaultPoolSize(),
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: size, options: APP_CONNECTION_SETTINGS });
  // A pool emits errors for idle clients (a restarted server, a closed socket), even after end().
  pool.on('error', onError);
  // A connection that breaks while checked out emits 'error' with no pool listener on it: unheard,
  // that would end the process. The failure still reaches whoever holds it, by its next query
  // failing (docs/database.md "When the database goes away").
  pool.on('connect', (client) => client.on('error', () => {}));
  return { pool, db: drizzle(pool, { schema }) };
}
