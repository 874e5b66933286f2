import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { startJobs } from '../src/plugins/jobs';

export interface TestCluster {
  /** A connection string to a database on the cluster with rights to CREATE DATABASE. */
  adminUrl: string;
  /** A migrated database to copy for each test file. */
  template: string;
  stop(): Promise<void>;
}

/**
 * The PostgreSQL that tests use: TEST_DATABASE_URL when set, otherwise a throwaway embedded server
 * (fsync off) in the system temp folder, so tests work wherever the clone lands.
 */
export async function startTestCluster(): Promise<TestCluster> {
  const external = process.env.TEST_DATABASE_URL;
  let adminUrl = external;
  let stopServer = async () => {};
  if (!adminUrl) {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'porchlight-test-'));
    await fs.chmod(folder, 0o755); // the postgres user must reach the cluster inside
    const server = await startEmbeddedPostgres({
      clusterDir: path.join(folder, 'postgres'),
      database: 'postgres',
      durable: false,
    });
    adminUrl = server.adminUrl;
    stopServer = async () => {
      await server.stop();
      await fs.rm(folder, { recursive: true, force: true });
    };
  }
  const template = `porchlight_template_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${template}`));
  const pool = new pg.Pool({ connectionString: databaseUrl(adminUrl, template) });
  pool.on('error', () => {});
  await runMigrations(pool);
  await pool.end();
  // pg-boss installs its own schema on first start: do it once here, so each copy starts complete.
  const jobs = await startJobs(databaseUrl(adminUrl, template), () => {});
  await jobs.stop(); // a template must have no open connection while it is copied
  const url = adminUrl;
  return {
    adminUrl: url,
    template,
    stop: async () => {
      await withAdmin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`));
      await stopServer();
    },
  };
}

/** A fresh database copied from the migrated template; drop() removes it. */
export async function createTestDatabase(
  cluster: Pick<TestCluster, 'adminUrl' | 'template'>,
  /** Another encoding than the template's (a template0 copy only). */
  encoding?: 'SQL_ASCII',
) {
  const name = `porchlight_test_${randomBytes(6).toString('hex')}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await withAdmin(cluster.adminUrl, (c) =>
        c.query(
          `CREATE DATABASE ${name} TEMPLATE ${cluster.template}${encoding ? ` ENCODING ${encoding}` : ''} STRATEGY FILE_COPY`,
        ),
      );
      break;
    } catch (error) {
      // 55006: another copy of the template is being made at this instant.
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25 + attempt * 25));
    }
  }
  return {
    name,
    url: databaseUrl(cluster.adminUrl, name),
    drop: () =>
      withAdmin(cluster.adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
