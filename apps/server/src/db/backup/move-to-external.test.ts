import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DebianPostgres, startDebianPostgres } from '../../../test/debian-postgres';
import {
  createAgent,
  createProperties,
  createSavedLeads,
  sessionCookie,
} from '../../../test/factories';
import { createTestDatabase } from '../../../test/test-cluster';
import { connectDatabase } from '../client';
import { backupDatabase } from './dump';
import { restoreDatabase } from './restore';

const tables = ['agents', 'subscriptions', 'sessions', 'properties', 'leads', 'swipes'];

async function rowsOf(url: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result: Record<string, string[]> = {};
    for (const table of tables) {
      const { rows } = await client.query<{ row: string }>(
        `SELECT to_jsonb(t)::text AS row FROM ${table} t ORDER BY 1`,
      );
      result[table] = rows.map((r) => r.row);
    }
    return result;
  } finally {
    await client.end();
  }
}

/**
 * Moving from the embedded PostgreSQL 18 to a managed one of another version, as a user who owns
 * the database and is no superuser: the backup is plain rows, so versions need not match.
 */
describe('moving the embedded database to an external PostgreSQL', () => {
  let external: DebianPostgres;
  let source: Awaited<ReturnType<typeof createTestDatabase>>;
  let folder: string;

  beforeAll(async () => {
    [external, source] = await Promise.all([
      startDebianPostgres(),
      createTestDatabase(inject('testCluster')),
    ]);
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'porchlight-move-'));
  });
  afterAll(async () => {
    await external?.stop();
    await source?.drop();
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('restores a backup of one server version into another, row for row', async () => {
    const handle = connectDatabase(source.url, () => {});
    const agent = await createAgent(handle.db);
    await sessionCookie(handle.db, agent.id);
    const properties = await createProperties(handle.db, { zip: '00041', count: 5 });
    await createSavedLeads(
      handle.db,
      agent.id,
      properties.map((p) => p.id),
    );
    await handle.pool.end();
    const file = path.join(folder, 'move.jsonl.gz');
    await backupDatabase(source.url, file);

    const pool = new pg.Pool({ connectionString: external.url, max: 2 });
    try {
      await restoreDatabase(pool, external.url, file);
      const { rows } = await pool.query<{ version: string }>(
        "SELECT current_setting('server_version') AS version",
      );
      expect(rows[0]?.version).toMatch(new RegExp(`^${external.version}\\.`));
    } finally {
      await pool.end();
    }
    expect(await rowsOf(external.url)).toEqual(await rowsOf(source.url));
  });
});
