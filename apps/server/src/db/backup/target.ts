import { constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../../config';
import { clusterUrl, startEmbeddedPostgres } from '../embedded';

export interface AppDatabase {
  url: string;
  /** Where it is, for the messages (never the password). */
  where: string;
  close(): Promise<void>;
}

/**
 * The database the app uses with these settings: DATABASE_URL, else the embedded cluster in
 * DATA_DIR, reached where it runs (the app may be serving) or started for the while.
 */
export async function openAppDatabase(
  config: Config,
  { create }: { create: boolean },
): Promise<AppDatabase> {
  if (config.DATABASE_URL) {
    const url = new URL(config.DATABASE_URL);
    return { url: config.DATABASE_URL, where: `${url.host}${url.pathname}`, close: async () => {} };
  }
  const clusterDir = path.join(config.dataDir, 'postgres');
  const running = await runningCluster(clusterDir);
  if (running) return { url: running, where: clusterDir, close: async () => {} };
  const initialised = await fs.access(path.join(clusterDir, 'PG_VERSION'), fsConstants.F_OK).then(
    () => true,
    () => false,
  );
  if (!initialised && !create) {
    throw new Error(`No database at ${clusterDir}: set DATA_DIR (or DATABASE_URL) to the app's.`);
  }
  const embedded = await startEmbeddedPostgres({ clusterDir });
  return { url: embedded.url, where: clusterDir, close: embedded.stop };
}

/**
 * The embedded cluster's address when a server runs on it now (the app's, or one the app left
 * behind): its pid file's fourth line is the port, `<cluster>.secret` the password.
 */
async function runningCluster(clusterDir: string): Promise<string | undefined> {
  const pidFile = await fs
    .readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')
    .catch(() => '');
  const port = Number(pidFile.split('\n')[3]);
  const secret = await fs.readFile(`${clusterDir}.secret`, 'utf8').catch(() => '');
  if (!port || !secret) return undefined;
  const url = clusterUrl(secret.trim(), port);
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  try {
    await client.connect();
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}
