import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { migrationsFolder, runMigrations } from '../migrate';
import type { AppliedMigration } from './backup-file';
import { relationExists } from './catalog';

interface Journal {
  entries: { tag: string; when: number }[];
}

/** The migrations Drizzle recorded as applied on this database, oldest first. */
export async function appliedMigrations(client: pg.ClientBase): Promise<AppliedMigration[]> {
  if (!(await relationExists(client, 'drizzle.__drizzle_migrations'))) return [];
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    'SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at',
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

/** This checkout's migrations, as Drizzle reads and hashes them. */
export function knownMigrations(folder = migrationsFolder): AppliedMigration[] {
  return readMigrationFiles({ migrationsFolder: folder }).map((m) => ({
    hash: m.hash,
    createdAt: m.folderMillis,
  }));
}

/** Whether `prefix` is the start of `all` (the same migrations, in order). */
export function isPrefix(prefix: AppliedMigration[], all: AppliedMigration[]): boolean {
  return (
    prefix.length <= all.length &&
    prefix.every((m, n) => m.hash === all[n]?.hash && m.createdAt === all[n]?.createdAt)
  );
}

/**
 * Applies this checkout's first `count` migrations (and no later ones), under the same advisory
 * lock as a start-up, through a copy of the folder whose journal stops there.
 */
export async function migrateTo(pool: pg.Pool, count: number): Promise<void> {
  const staged = await fs.mkdtemp(path.join(os.tmpdir(), 'porchlight-migrations-'));
  try {
    const journalFile = path.join(migrationsFolder, 'meta', '_journal.json');
    const journal: Journal = JSON.parse(await fs.readFile(journalFile, 'utf8'));
    const entries = journal.entries.slice(0, count);
    await fs.mkdir(path.join(staged, 'meta'));
    await fs.writeFile(
      path.join(staged, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries }),
    );
    for (const { tag } of entries) {
      await fs.copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(staged, `${tag}.sql`));
    }
    await runMigrations(pool, staged);
  } finally {
    await fs.rm(staged, { recursive: true, force: true });
  }
}
