import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const DEBIAN_ROOT = '/usr/lib/postgresql';

export interface DebianPostgres {
  /** The major version whose binaries run it (Debian 12: 15). */
  version: number;
  binDir: string;
  /** postgres://porchlight:…@127.0.0.1:port/porchlight: a password user owning its database. */
  url: string;
  /** The superuser, through the cluster's own socket (trust), for the test's own checks. */
  adminUrl: string;
  stop(): Promise<void>;
}

/**
 * A throwaway cluster from Debian's `postgresql` package, as an external database would be: its own
 * port, a password user who owns the app's database and is no superuser. Missing binaries fail the
 * caller with the command that installs them (CI installs them, so this is never a skip).
 */
export async function startDebianPostgres(): Promise<DebianPostgres> {
  const { version, binDir } = await newestDebianPostgres();
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'porchlight-debian-pg-'));
  const runAs = await unprivilegedUser();
  if (runAs) await fs.chown(folder, runAs.uid, runAs.gid);
  const dataDir = path.join(folder, 'data');
  const as = { ...runAs, env: { ...process.env, LC_ALL: 'C' } };
  const pgCtl = (...args: string[]) => run(path.join(binDir, 'pg_ctl'), args, as);
  const port = await freePort();
  try {
    await run(
      path.join(binDir, 'initdb'),
      [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '--encoding=UTF8',
        '--auth-local=trust',
        '--auth-host=scram-sha-256',
      ],
      as,
    );
    const options = [
      `-c port=${port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${folder}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
    ].join(' ');
    await pgCtl(
      'start',
      '-D',
      dataDir,
      '-w',
      '-l',
      path.join(folder, 'postgres.log'),
      '-o',
      options,
    );
  } catch (error) {
    await fs.rm(folder, { recursive: true, force: true });
    throw error;
  }
  const stop = async () => {
    await pgCtl('stop', '-D', dataDir, '-m', 'fast', '-w').catch(() => {});
    await fs.rm(folder, { recursive: true, force: true });
  };
  const adminUrl = `postgres://postgres@${encodeURIComponent(folder)}:${port}/postgres`;
  const password = randomBytes(18).toString('base64url');
  try {
    await createAppDatabase(adminUrl, password);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    version,
    binDir,
    url: `postgres://porchlight:${password}@127.0.0.1:${port}/porchlight`,
    adminUrl,
    stop,
  };
}

/** The newest `/usr/lib/postgresql/<major>/bin` that has a server. */
export async function newestDebianPostgres(): Promise<{ version: number; binDir: string }> {
  const majors = (await fs.readdir(DEBIAN_ROOT).catch(() => []))
    .map(Number)
    .filter((major) => Number.isInteger(major))
    .sort((a, b) => b - a);
  for (const version of majors) {
    const binDir = path.join(DEBIAN_ROOT, String(version), 'bin');
    const usable = await fs.access(path.join(binDir, 'pg_ctl'), fsConstants.X_OK).then(
      () => true,
      () => false,
    );
    if (usable) return { version, binDir };
  }
  throw new Error(
    `Debian's PostgreSQL is not installed (no ${DEBIAN_ROOT}/<version>/bin/pg_ctl). ` +
      'Install it with `apt-get install -y postgresql` (.ci/run does this on a fresh machine).',
  );
}

/** PostgreSQL refuses to run as root: then it runs as the `postgres` user the package creates. */
async function unprivilegedUser(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const passwd = await fs.readFile('/etc/passwd', 'utf8');
  const entry = passwd.split('\n').find((line) => line.startsWith('postgres:'));
  const [, , uid, gid] = entry?.split(':') ?? [];
  if (!uid || !gid) throw new Error('Running as root, but there is no "postgres" user to run as.');
  return { uid: Number(uid), gid: Number(gid) };
}

async function createAppDatabase(adminUrl: string, password: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE ROLE porchlight LOGIN PASSWORD '${password}'`);
    await admin.query('CREATE DATABASE porchlight OWNER porchlight');
  } finally {
    await admin.end();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
