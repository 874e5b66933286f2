import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './client';
import * as schema from './schema';

export interface Transaction {
  db: Database;
  /** The same connection, for libraries that take SQL text (pg-boss jobs sent in this transaction). */
  client: pg.PoolClient;
}

/** One Drizzle handle per pooled connection, so prepared queries are built once, not per transaction. */
const handles = new WeakMap<pg.PoolClient, Database>();

function handleOf(client: pg.PoolClient): Database {
  let db = handles.get(client);
  if (!db) {
    db = drizzle(client, { schema });
    handles.set(client, db);
  }
  return db;
}

/** Runs `work` in one transaction: every row it writes (and every job it sends) commits together. */
export async function withTransaction<T>(
  pool: pg.Pool,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  // A connection whose ROLLBACK failed may still be inside this transaction, and one that broke
  // while checked out is dead: either is destroyed, never handed to the next caller.
  let unusable: Error | undefined;
  // The pool listens for errors on idle connections only: a connection that breaks while it is
  // ours (terminated, the server gone) must not throw an unheard 'error' that ends the process.
  const broke = (error: Error) => {
    unusable ??= error;
  };
  client.on('error', broke);
  try {
    await client.query('BEGIN');
    const result = await work({ db: handleOf(client), client });
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => {
      unusable = rollbackError;
    });
    throw error;
  } finally {
    client.off('error', broke);
    client.release(unusable);
  }
}

/**
 * Runs Drizzle `work` in one transaction on the app's handle: on the pool's handle, in
 * `withTransaction`; on a transaction's own handle (`Transaction.db`), inside that transaction,
 * which already commits everything together. Never Drizzle's own `db.transaction` on the pool: it
 * sends BEGIN before its `try`, so a connection lost during BEGIN is never given back, and a pool
 * that loses all its connections that way answers nothing again (docs/database.md "When the
 * database goes away").
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  // Drizzle keeps the pool or connection a handle was made on; its type leaves it out.
  const client = (db as Database & { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return withTransaction(client, (tx) => work(tx.db));
  return work(db);
}

/** The PostgreSQL error behind a failed query (drizzle wraps it as the cause), if it is one. */
export function pgError(error: unknown): pg.DatabaseError | undefined {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as pg.DatabaseError;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The PostgreSQL error code of a failed query, if it is one. */
export function pgErrorCode(error: unknown): string | undefined {
  return pgError(error)?.code;
}
