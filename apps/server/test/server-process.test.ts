import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import type { Agent } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  builtServerMain,
  ensureServerBuilt,
  exitCode,
  startBuiltServer,
  watchStart,
} from './built-server';
import { openKeepAliveSockets, signInsInFlight } from './keep-alive-load';

const DEMO = { email: 'demo@porchlight.test', password: 'Porchlight1!' };

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverDir, '../..');

function startServer(dataDir: string) {
  return startBuiltServer({ DATA_DIR: dataDir, NODE_ENV: 'production' });
}

/** The app's database through the cluster's own socket, as an operator would reach it. */
async function connect(dataDir: string) {
  const clusterDir = path.join(dataDir, 'postgres');
  // postmaster.pid's fourth line is the port the running server listens on.
  const pidFile = await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8');
  const client = new pg.Client({
    host: clusterDir,
    port: Number(pidFile.split('\n')[3]),
    user: 'postgres',
    password: (await fs.readFile(`${clusterDir}.secret`, 'utf8')).trim(),
    database: 'porchlight',
  });
  await client.connect();
  return client;
}

async function countAgents(dataDir: string): Promise<number> {
  const client = await connect(dataDir);
  const { rows } = await client.query('SELECT count(*)::int AS n FROM agents');
  await client.end();
  return rows[0].n;
}

async function postgresPid(dataDir: string): Promise<number> {
  const pidFile = await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  return Number(pidFile.split('\n')[0]);
}

function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/\) [ZX] /.test(stat);
  } catch {
    return false;
  }
}

/**
 * Watches a server begin to close, through `idle`'s keep-alive sockets, which it then closes at
 * once, and counts the answers on `signIns` that kept their socket for reuse after that. A closing
 * server says `Connection: close` with each answer, so its socket ends with it; an answer kept
 * alive would hold its socket open until the drain's cut-off. Counted in event order, not timed:
 * an answer made before the server began to close reaches this process before the close of the
 * idle sockets does, and is not counted.
 */
function watchClosing(idle: Agent, signIns: Agent) {
  const sockets = Object.values(idle.freeSockets).flatMap((free) => free ?? []);
  let closing = false;
  const began = new Promise<void>((resolve) => {
    for (const socket of sockets) {
      socket.once('close', () => {
        closing = true;
        resolve();
      });
    }
  });
  let keptAlive = 0;
  signIns.on('free', () => {
    if (closing) keptAlive += 1;
  });
  return {
    idleSockets: sockets.length,
    /** Settles once the server has closed an idle socket. */
    began,
    /** The sign-ins answered after that whose socket was kept for another request. */
    keptAlive: () => keptAlive,
  };
}

beforeAll(ensureServerBuilt);

describe('the server process (npm start)', () => {
  let dataDir: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'porchlight-start-'));
    await fs.chmod(dataDir, 0o755);
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    const pid = await postgresPid(dataDir).catch(() => 0);
    if (pid && isRunning(pid)) process.kill(pid, 'SIGKILL');
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('survives kill -9 of the app, and of the app and its database, keeping every committed row', async () => {
    const first = await startServer(dataDir);
    children.push(first.child);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    const client = await connect(dataDir);
    for (let i = 0; i < 25; i++) {
      await client.query(
        'INSERT INTO agents (name, email, password_hash, referral_code) VALUES ($1, $2, $3, $4)',
        [`Agent ${i}`, `crash-${i}@example.test`, 'x', `CRASH${i}`],
      );
    }
    await client.end();

    // The app dies; its PostgreSQL is orphaned and still holds the data folder.
    first.child.kill('SIGKILL');
    await exitCode(first.child);
    const orphan = await postgresPid(dataDir);
    expect(isRunning(orphan)).toBe(true);

    const second = await startServer(dataDir);
    children.push(second.child);
    expect(second.output()).toContain('stopping orphaned PostgreSQL');
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    expect(await countAgents(dataDir)).toBe(25);

    // A second app on the same data folder is refused while the first lives.
    const intruder = spawn(process.execPath, [builtServerMain], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let complaint = '';
    intruder.stderr?.on('data', (chunk: Buffer) => {
      complaint += chunk.toString();
    });
    expect(await exitCode(intruder)).toBe(1);
    expect(complaint).toContain('Another Porchlight process');

    // Both die at once: PostgreSQL recovers from its WAL on the next start.
    const database = await postgresPid(dataDir);
    second.child.kill('SIGKILL');
    process.kill(database, 'SIGKILL');
    await exitCode(second.child);

    const third = await startServer(dataDir);
    children.push(third.child);
    expect((await fetch(`${third.url}/api/health`)).status).toBe(200);
    expect(await countAgents(dataDir)).toBe(25);

    // PostgreSQL alone dies: the app starts it again, it recovers from its WAL, and the app,
    // still the same process, answers again with every row.
    process.kill(await postgresPid(dataDir), 'SIGKILL');
    await expect
      .poll(() => third.output(), { timeout: 60_000, interval: 100 })
      .toContain('embedded PostgreSQL is back after crash recovery');
    expect(third.output()).toContain(
      'embedded PostgreSQL exited unexpectedly (SIGKILL); restarting it',
    );
    await expect
      .poll(async () => (await fetch(`${third.url}/api/health`)).status, { timeout: 30_000 })
      .toBe(200);
    expect(await countAgents(dataDir)).toBe(25);
    expect(third.child.exitCode).toBeNull();

    // SIGTERM: drain, close the pool, stop PostgreSQL, exit 0.
    const lastDatabase = await postgresPid(dataDir);
    third.child.kill('SIGTERM');
    expect(await exitCode(third.child)).toBe(0);
    expect(isRunning(lastDatabase)).toBe(false);
    await expect(fs.access(path.join(dataDir, 'postgres', 'postmaster.pid'))).rejects.toThrow();
  }, 180_000);
});

describe('npm start', () => {
  let dataDir: string;
  const leftovers: number[] = [];

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'porchlight-npm-start-'));
    await fs.chmod(dataDir, 0o755);
  });
  afterAll(async () => {
    for (const pid of leftovers) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('passes SIGTERM sent to npm on to the server, which answers what is in flight, stops PostgreSQL and exits 0', async () => {
    const npm = spawn('npm', ['start'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        // Another web build (none here): the start does not build the web app for this test.
        WEB_DIST_DIR: path.join(dataDir, 'web'),
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const start = watchStart(npm);
    const url = await start.ready;
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    const server = Number(
      (await fs.readFile(path.join(dataDir, 'postgres.owner'), 'utf8')).split(' ')[0],
    );
    const database = await postgresPid(dataDir);
    leftovers.push(server, database);
    expect(server).not.toBe(npm.pid);

    // Sign-ins of an unknown address (production has no demo account) cost the same scrypt.
    const idle = await openKeepAliveSockets(url, 2);
    const stranger = { email: 'nobody@example.test', password: 'not-the-password' };
    const signIns = await signInsInFlight(url, start.output, 3, stranger);
    const closing = watchClosing(idle, signIns.sockets);
    expect(closing.idleSockets).toBe(2);
    const sent = performance.now();
    npm.kill('SIGTERM');
    const answers = await signIns.answers;
    expect(await exitCode(npm)).toBe(0);
    expect(performance.now() - sent).toBeLessThan(10_000);
    // Their keep-alive sockets close with their answers: no wait for the drain's cut-off.
    await closing.began;
    expect(closing.keptAlive()).toBe(0);
    idle.destroy();
    signIns.sockets.destroy();
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401]);
    expect(isRunning(server)).toBe(false);
    expect(isRunning(database)).toBe(false);
  }, 60_000);
});

describe('SIGTERM with keep-alive connections', () => {
  let dataDir: string;
  const leftovers: number[] = [];

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'porchlight-drain-'));
    await fs.chmod(dataDir, 0o755);
  });
  afterAll(async () => {
    for (const pid of leftovers) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('answers 10 sign-ins in flight, closes idle sockets, stops PostgreSQL and exits 0 within 10 s', async () => {
    // Outside production the embedded database gets the demo account to sign in as.
    const server = await startBuiltServer({
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
    });
    const database = await postgresPid(dataDir);
    leftovers.push(server.child.pid ?? 0, database);
    const idle = await openKeepAliveSockets(server.url, 3);
    const signIns = await signInsInFlight(server.url, server.output, 10, DEMO);
    const closing = watchClosing(idle, signIns.sockets);
    expect(closing.idleSockets).toBe(3);
    const inFlight = 10 - signIns.answered();
    const exited = exitCode(server.child);
    const sent = performance.now();
    server.child.kill('SIGTERM');

    const answers = await signIns.answers;
    const code = await exited;
    const elapsed = performance.now() - sent;
    const afterLastAnswer = performance.now() - signIns.lastAnswerAt();
    await closing.began;
    idle.destroy();
    signIns.sockets.destroy();
    console.log(
      `SIGTERM to exit with ${inFlight} sign-ins in flight: ${Math.round(elapsed)} ms, ` +
        `${Math.round(afterLastAnswer)} ms of it after the last answer`,
    );

    expect(inFlight).toBeGreaterThan(0);
    expect(
      answers.map((answer) => answer.status),
      server.output(),
    ).toEqual(Array(10).fill(200));
    expect(code, server.output()).toBe(0);
    expect(elapsed).toBeLessThan(10_000);
    // Each answered sign-in's socket closed with its answer: none waited for the drain's cut-off.
    expect(closing.keptAlive()).toBe(0);
    expect(isRunning(database)).toBe(false);
    await expect(fs.access(path.join(dataDir, 'postgres', 'postmaster.pid'))).rejects.toThrow();
  }, 60_000);
});
