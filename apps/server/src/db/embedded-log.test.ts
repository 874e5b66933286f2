import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { clusterLogFile } from '../../test/cluster-log';

const logFile = await clusterLogFile();

describe.runIf(logFile)("the embedded PostgreSQL's own log", () => {
  const file = logFile as string;

  it('is readable by its owner only', async () => {
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
  });

  it("keeps an error's message but neither its DETAIL (the key's value) nor the statement", async () => {
    const table = `log_probe_${randomBytes(4).toString('hex')}`;
    const secret = `secret-${randomBytes(6).toString('hex')}@example.test`;
    const client = new pg.Client({ connectionString: inject('testCluster').adminUrl });
    client.on('error', () => {});
    await client.connect();
    try {
      await client.query(`CREATE TEMP TABLE ${table} (email text UNIQUE)`);
      const insert = `INSERT INTO ${table} (email) VALUES ($1)`;
      await client.query(insert, [secret]);
      await expect(client.query(insert, [secret])).rejects.toMatchObject({ code: '23505' });
    } finally {
      await client.end();
    }
    const log = await fs.readFile(file, 'utf8');
    expect(log).toContain(`duplicate key value violates unique constraint "${table}_email_key"`);
    expect(log).not.toContain(secret);
    expect(log).not.toContain(`INSERT INTO ${table}`);
  });
});
