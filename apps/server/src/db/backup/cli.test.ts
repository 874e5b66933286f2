import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, sessionCookie } from '../../../test/factories';
import { npmScript } from '../../../test/npm-script';
import { connectDatabase } from '../client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../embedded';
import { runMigrations } from '../migrate';

/** The npm script on the embedded cluster of `dataDir`. */
const npmRun = (script: string, args: string[], dataDir: string) =>
  npmScript(script, args, { DATA_DIR: dataDir, DATABASE_URL: '' });

async function countAgents(database: EmbeddedDatabase): Promise<string[]> {
  const handle = connectDatabase(database.url, () => {});
  const { rows } = await handle.pool.query<{ email: string }>('SELECT email FROM agents');
  await handle.pool.end();
  return rows.map((row) => row.email);
}

describe('npm run db:backup and db:restore on the embedded cluster (DATA_DIR)', () => {
  let folder: string;
  const running: EmbeddedDatabase[] = [];

  beforeAll(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'porchlight-backup-cli-'));
    await fs.chmod(folder, 0o755); // the postgres user must reach the clusters inside
  });
  afterAll(async () => {
    for (const database of running) await database.stop();
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('backs up the cluster the app runs on, and restores it into a new DATA_DIR', async () => {
    const source = path.join(folder, 'source');
    const app = await startEmbeddedPostgres({ clusterDir: path.join(source, 'postgres') });
    running.push(app);
    const handle = connectDatabase(app.url, () => {});
    await runMigrations(handle.pool);
    const agent = await createAgent(handle.db, { email: 'kept@example.test' });
    await sessionCookie(handle.db, agent.id);
    await handle.pool.end();

    // While "the app" holds the cluster: the backup reaches it where it runs.
    const file = path.join(folder, 'nightly.jsonl.gz');
    const backup = await npmRun('db:backup', ['--', file], source);
    expect(backup.stdout).toContain(`backed up ${path.join(source, 'postgres')}`);
    await app.stop();
    running.pop();

    const copy = path.join(folder, 'copy');
    const restore = await npmRun('db:restore', [file], copy);
    expect(restore.stdout).toContain('done');
    // The restore started the new cluster for the while, and stopped it again.
    await expect(fs.access(path.join(copy, 'postgres', 'postmaster.pid'))).rejects.toThrow();

    const restored = await startEmbeddedPostgres({ clusterDir: path.join(copy, 'postgres') });
    running.push(restored);
    expect(await countAgents(restored)).toEqual(['kept@example.test']);
    await expect(npmRun('db:restore', [file], copy)).rejects.toMatchObject({
      stderr: expect.stringContaining('not empty'),
    });
  });
});
