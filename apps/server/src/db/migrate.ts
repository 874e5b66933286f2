import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/** The same key in every process, so concurrent start-ups migrate one at a time. */
const MIGRATION_LOCK = 7_240_531_001;

/** Beside this file in the source tree, and beside main.js in the bundle (build.mjs copies it). */
export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

/** Applies the committed SQL migrations under a session advisory lock. */
export async function runMigrations(pool: pg.Pool, folder = migrationsFolder): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client), { migrationsFolder: folder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
