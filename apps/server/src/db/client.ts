import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  pool: pg.Pool;
  db: Database;
}

export function connectDatabase(url: string, onError: (error: Error) => void): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  // A pool emits errors for idle clients (a restarted server, a closed socket), even after end().
  pool.on('error', onError);
  return { pool, db: drizzle(pool, { schema }) };
}
