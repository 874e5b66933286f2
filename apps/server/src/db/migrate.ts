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

/**
 * Applies the committed SQL migrations under a session advisory lock, on a UTF8 database only: the
 * lead's contacts are matched against opt-outs with an ICU collation (modules/leads/contact-key.ts),
 * which a SQL_ASCII database does not have; refusing at start beats a 500 on the saved list later.
 */
export async function runMigrations(pool: pg.Pool, folder = migrationsFolder): Promise<void> {
  const client = await pool.connect();
  try {
    await assertUtf8(client);
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

async function assertUtf8(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query<{ encoding: string }>(
    `select pg_encoding_to_char(encoding) as encoding from pg_database where datname = current_database()`,
  );
  const encoding = rows[0]?.encoding;
  if (encoding !== 'UTF8') {
    throw new Error(
      `The database's encoding is ${encoding}; Porchlight needs a UTF8 database (createdb --encoding=UTF8 --template=template0).`,
    );
  }
}
