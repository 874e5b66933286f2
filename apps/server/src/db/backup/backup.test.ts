import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createAgent,
  createProperties,
  createSavedLeads,
  sessionCookie,
  setCriteria,
} from '../../../test/factories';
import { createTestDatabase, databaseUrl } from '../../../test/test-cluster';
import { startJobs } from '../../plugins/jobs';
import { connectDatabase } from '../client';
import { signupEvents } from '../schema';
import { appTables } from './catalog';
import { backupDatabase } from './dump';
import { knownMigrations, migrateTo } from './migration-level';
import { restoreDatabase } from './restore';

const cluster = () => inject('testCluster');

/** A database with nothing in it, not even the migrations: what a new managed PostgreSQL gives. */
async function emptyDatabase() {
  const name = `porchlight_restore_${randomBytes(5).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = databaseUrl(cluster().adminUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  pool.on('error', () => {});
  return {
    url,
    pool,
    drop: async () => {
      await pool.end();
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: cluster().adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Every table's rows, exactly (as PostgreSQL prints them), in a stable order. */
async function contents(pool: pg.Pool): Promise<Record<string, string[]>> {
  const client = await pool.connect();
  try {
    const result: Record<string, string[]> = {};
    for (const { name } of await appTables(client)) {
      const { rows } = await client.query<{ row: string }>(
        `SELECT to_jsonb(t)::text AS row FROM "${name}" t ORDER BY 1`,
      );
      result[name] = rows.map((r) => r.row);
    }
    return result;
  } finally {
    client.release();
  }
}

const pendingJobs = async (pool: pg.Pool) =>
  (
    await pool.query<{ name: string; data: unknown }>(
      "SELECT name, data FROM pgboss.job WHERE state = 'created' ORDER BY name",
    )
  ).rows;

describe('npm run db:backup / db:restore (the library under them)', () => {
  let source: Awaited<ReturnType<typeof createTestDatabase>>;
  let sourcePool: pg.Pool;
  let folder: string;
  let file: string;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'porchlight-backup-'));
    file = path.join(folder, 'backup.jsonl.gz');
    source = await createTestDatabase(cluster());
    const handle = connectDatabase(source.url, () => {});
    sourcePool = handle.pool;
    const { db } = handle;
    // Agents with sessions, criteria and saved leads (swipes: an identity column), text that
    // needs escaping, a serial sequence, and a mail still queued.
    for (const name of ['Zoë "Q" O\'Neil\nsecond line', 'Ann\tTab', 'Plain Agent']) {
      const agent = await createAgent(db, { name });
      await setCriteria(db, agent.id, { targetAreas: ['00031'], minValue: 150_000 });
      await sessionCookie(db, agent.id);
      const properties = await createProperties(db, { zip: '00031', count: 4 });
      await createSavedLeads(
        db,
        agent.id,
        properties.map((p) => p.id),
      );
    }
    await db.insert(signupEvents).values([{ email: 'a@example.test', step: 1 }, { step: 2 }]);
    const jobs = await startJobs(source.url, () => {});
    await jobs.send('mail', {
      to: 'queued@example.test',
      subject: 'Queued',
      text: 'still to send',
    });
    await jobs.stop();
    await backupDatabase(source.url, file);
  });
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    await sourcePool.end();
    await source.drop();
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('restores every row, sequence and queued job into a new, empty database', async () => {
    const target = await emptyDatabase();
    cleanups.push(target.drop);
    const end = await restoreDatabase(target.pool, target.url, file);

    expect(end.rows.agents).toBe(3);
    expect(end.rows.leads).toBe(12);
    expect(end.rows.sessions).toBe(3);
    expect(await contents(target.pool)).toEqual(await contents(sourcePool));
    const { rows } = await target.pool.query(
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    );
    expect(rows[0].n).toBe(knownMigrations().length);
    expect(await pendingJobs(target.pool)).toEqual([
      {
        name: 'mail',
        data: { to: 'queued@example.test', subject: 'Queued', text: 'still to send' },
      },
    ]);
    // Sequences stand where they stood: the next ids are the ones the source would give.
    const next =
      "SELECT nextval('properties_id_seq')::int AS p, nextval('signup_events_id_seq')::int AS s";
    expect((await target.pool.query(next)).rows).toEqual((await sourcePool.query(next)).rows);
  });

  it('refuses a database that holds rows, and replaces them only when told', async () => {
    const target = await emptyDatabase();
    cleanups.push(target.drop);
    await migrateTo(target.pool, knownMigrations().length);
    const handle = connectDatabase(target.url, () => {});
    await createAgent(handle.db, { email: 'already-here@example.test' });
    await handle.pool.end();

    await expect(restoreDatabase(target.pool, target.url, file)).rejects.toThrow(
      /not empty \(rows in agents, subscriptions\).*--replace/,
    );
    await restoreDatabase(target.pool, target.url, file, { replace: true });
    expect(await contents(target.pool)).toEqual(await contents(sourcePool));
  });

  it('refuses a cut-off backup and loads none of it', async () => {
    const lines = zlib.gunzipSync(readFileSync(file)).toString().trimEnd().split('\n');
    const cut = path.join(folder, 'cut.jsonl.gz');
    writeFileSync(cut, zlib.gzipSync(`${lines.slice(0, -1).join('\n')}\n`));
    const target = await emptyDatabase();
    cleanups.push(target.drop);

    await expect(restoreDatabase(target.pool, target.url, cut)).rejects.toThrow(/incomplete/);
    const { rows } = await target.pool.query('SELECT count(*)::int AS n FROM agents');
    expect(rows[0].n).toBe(0);
  });

  it('refuses a backup made by a version with migrations this one does not have', async () => {
    const [header = '', ...rest] = zlib.gunzipSync(readFileSync(file)).toString().split('\n');
    const newer = JSON.parse(header.slice(1));
    newer.migrations.push({ hash: 'f'.repeat(64), createdAt: Date.now() });
    const newerFile = path.join(folder, 'newer.jsonl.gz');
    writeFileSync(newerFile, zlib.gzipSync([`@${JSON.stringify(newer)}`, ...rest].join('\n')));
    const target = await emptyDatabase();
    cleanups.push(target.drop);

    await expect(restoreDatabase(target.pool, target.url, newerFile)).rejects.toThrow(
      /migrations this checkout does not have/,
    );
  });

  it('restores a backup taken before the latest migration, then applies it', async () => {
    const older = await emptyDatabase();
    cleanups.push(older.drop);
    const level = knownMigrations().length - 1;
    await migrateTo(older.pool, level);
    await older.pool.query(
      "INSERT INTO agents (name, email, password_hash, referral_code) VALUES ('Old Agent', 'old@example.test', 'x', 'OLDAGENT')",
    );
    const olderFile = path.join(folder, 'older.jsonl.gz');
    await backupDatabase(older.url, olderFile);

    const target = await emptyDatabase();
    cleanups.push(target.drop);
    await restoreDatabase(target.pool, target.url, olderFile);
    const { rows } = await target.pool.query('SELECT email FROM agents');
    expect(rows).toEqual([{ email: 'old@example.test' }]);
    const applied = await target.pool.query(
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    );
    expect(applied.rows[0].n).toBe(level + 1);
    // ...and a database already past a backup's level is refused, as data cannot go back.
    await expect(
      restoreDatabase(target.pool, target.url, olderFile, { replace: true }),
    ).rejects.toThrow(/migrated past the backup/);
  });
});
