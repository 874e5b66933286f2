import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/db/client';
import { migrationsFolder } from '../src/db/migrate';
import { type BuiltServer, ensureServerBuilt, startBuiltServer } from './built-server';
import { type DebianPostgres, newestDebianPostgres, startDebianPostgres } from './debian-postgres';
import {
  createAgent,
  createProperties,
  createSavedLeads,
  sessionCookie,
  setCriteria,
  TEST_PASSWORD,
} from './factories';
import { startFakeBatchData } from './fakes/batchdata';
import { startFakeSmtp } from './fakes/smtp-server';
import { cookieFrom } from './mail';
import { npmScript } from './npm-script';
import { type ProcessClient, processClient } from './process-client';
import { databaseUrl } from './test-cluster';

// A missing server is a failed test, not a skipped one: CI installs it (.ci/run).
it("finds Debian's PostgreSQL server binaries", async () => {
  await expect(newestDebianPostgres()).resolves.toMatchObject({ version: expect.any(Number) });
});

/**
 * Two built servers, each on its own port with nothing in front, on one external
 * PostgreSQL (Debian's, as a managed one would be: a password user, no superuser). Everything one
 * process decides must hold in the other: nothing that matters may live in a process's memory.
 */
describe('two app processes on one external PostgreSQL', () => {
  let database: DebianPostgres;
  let servers: BuiltServer[] = [];
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  let batchData: Awaited<ReturnType<typeof startFakeBatchData>>;
  let handle: DatabaseHandle;
  let a: ProcessClient;
  let b: ProcessClient;

  beforeAll(async () => {
    ensureServerBuilt();
    [database, smtp, batchData] = await Promise.all([
      startDebianPostgres(),
      startFakeSmtp(),
      startFakeBatchData(),
    ]);
    const env = {
      DATABASE_URL: database.url,
      NODE_ENV: 'production',
      SMTP_URL: smtp.url,
      BATCHDATA_KEY: 'test-batchdata-key',
      BATCHDATA_URL: batchData.url,
    };
    // Both start at once: the migrations run once, under the advisory lock.
    const started = await Promise.allSettled([startBuiltServer(env), startBuiltServer(env)]);
    servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    [a, b] = servers.map((server) => processClient(server.url)) as [ProcessClient, ProcessClient];
    handle = connectDatabase(database.url, () => {});
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await handle?.pool.end();
    await Promise.all([database?.stop(), smtp?.close(), batchData?.close()]);
  });

  it('runs each process on its own port against the one database', async () => {
    expect(a.url).not.toBe(b.url);
    for (const server of [a, b]) expect((await server.call('GET', '/api/health')).status).toBe(200);
    const { rows } = await handle.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    );
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    );
    expect(rows[0]?.n).toBe(journal.entries.length);
  });

  it('accepts on one process a session made on the other, and logs it out everywhere', async () => {
    const agent = await createAgent(handle.db);
    const signIn = await a.call('POST', '/api/authenticate', {
      body: { email: agent.email, password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    const cookie = cookieFrom(signIn.setCookie);

    const onB = await b.call('GET', `/api/agents/${agent.id}`, { cookie });
    expect(onB.status).toBe(200);
    expect(onB.body.email).toBe(agent.email);

    expect((await b.call('POST', '/api/logout', { cookie })).status).toBe(204);
    expect((await a.call('GET', `/api/agents/${agent.id}`, { cookie })).status).toBe(401);
  });

  it('answers from B the count A put in the 60-second cache', async () => {
    const agent = await createAgent(handle.db);
    await createProperties(handle.db, { zip: '00021', count: 12 });
    await setCriteria(handle.db, agent.id, { targetAreas: ['00021'] });
    const cookie = await sessionCookie(handle.db, agent.id);
    const path = `/api/leads/available-count/${agent.id}`;

    const first = await a.call('GET', path, { cookie });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalAvailable: 12, cached: false });
    const second = await b.call('GET', path, { cookie });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ totalAvailable: 12, cached: true });
  });

  it('counts one daily Enhance allowance over both processes: 50 look-ups, not 50 each', async () => {
    const agent = await createAgent(handle.db);
    const properties = await createProperties(handle.db, { zip: '00022', count: 54 });
    const leads = await createSavedLeads(
      handle.db,
      agent.id,
      properties.map((p) => p.id),
    );
    const cookie = await sessionCookie(handle.db, agent.id);
    const answers = await Promise.all(
      leads.map((lead, n) =>
        (n % 2 ? b : a).call('POST', `/api/leads/${lead.id}/enrich`, {
          cookie,
          body: { agentId: agent.id },
        }),
      ),
    );
    // The fake vendor knows none of these owners: each look-up is made, and finds nothing new.
    const codes = answers.map((answer) => answer.body.error);
    expect(codes.filter((code) => code === 'NO_CONTACTS_FOUND')).toHaveLength(50);
    expect(codes.filter((code) => code === 'ENRICH_LIMIT_REACHED')).toHaveLength(4);
    expect(batchData.state.calls).toBe(50);
  });

  it('delivers exactly the daily quota to ten parallel fresh-lead calls spread over both', async () => {
    const agent = await createAgent(handle.db);
    await createProperties(handle.db, { zip: '00023', count: 40 });
    await setCriteria(handle.db, agent.id, { targetAreas: ['00023'] });
    const cookie = await sessionCookie(handle.db, agent.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        (n % 2 ? b : a).call('POST', `/api/leads/fresh/${agent.id}`, { cookie }),
      ),
    );
    const delivered = answers.filter((answer) => answer.status === 200);
    const counts = delivered.map((answer) => Number(answer.body.count));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(5);
    // The others learn the day is full; none fails with a server error.
    for (const answer of answers.filter((x) => x.status !== 200)) {
      expect(answer.body.error).toBe('DAILY_LIMIT_REACHED');
    }
    const { rows } = await handle.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM leads WHERE agent_id = $1',
      [agent.id],
    );
    expect(rows[0]?.n).toBe(5);
  });

  it("lists on one process the lead a swipe on the other saved (the lead's JSON built by this PostgreSQL)", async () => {
    const agent = await createAgent(handle.db);
    await createProperties(handle.db, { zip: '00024', count: 5 });
    await setCriteria(handle.db, agent.id, { targetAreas: ['00024'] });
    const cookie = await sessionCookie(handle.db, agent.id);
    expect((await a.call('POST', `/api/leads/fresh/${agent.id}`, { cookie })).status).toBe(200);
    const today = await b.call('GET', `/api/leads/today/${agent.id}`, { cookie });
    const [first] = today.body as unknown as { id: string }[];
    const swiped = await b.call('POST', '/api/swipe', {
      cookie,
      body: { agentId: agent.id, leadId: first?.id, action: 'save' },
    });
    expect(swiped.status).toBe(200);
    const saved = await a.call('GET', `/api/saved/${agent.id}`, { cookie });
    expect(saved.status).toBe(200);
    expect((saved.body as unknown as { id: string }[]).map((lead) => lead.id)).toEqual([first?.id]);
  });

  it('sends each queued mail once although both processes run mail workers', async () => {
    const agents = await Promise.all(Array.from({ length: 6 }, () => createAgent(handle.db)));
    const asked = await Promise.all(
      agents.map((agent, n) =>
        (n % 2 ? b : a).call('POST', '/api/forgot-password', { body: { email: agent.email } }),
      ),
    );
    expect(asked.map((answer) => answer.status)).toEqual(agents.map(() => 200));
    await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(agents.length);
    // A mail goes out only while its job is active, and its job completes after it went out: once
    // no mail job waits or runs, no second copy can still come (before: a fixed 3-second pause).
    const unfinished = async () =>
      (
        await handle.pool.query<{ n: number }>(
          "select count(*)::int as n from pgboss.job where name = 'mail' and state in ('created', 'retry', 'active')",
        )
      ).rows[0]?.n;
    await expect.poll(unfinished, { timeout: 15_000 }).toBe(0);
    const recipients = smtp.received.flatMap((mail) => mail.to).sort();
    expect(recipients).toEqual(agents.map((agent) => agent.email).sort());
    for (const mail of smtp.received) expect(mail.data).toContain('Reset your Porchlight password');
  });

  // Last: the wrong passwords below also use up this machine's per-IP sign-in allowance.
  it('shares the sign-in limit: 10 wrong passwords split over both lock the email on both', async () => {
    const agent = await createAgent(handle.db);
    const attempt = (server: ProcessClient, password: string) =>
      server.call('POST', '/api/authenticate', { body: { email: agent.email, password } });
    for (let n = 0; n < 10; n++) {
      expect((await attempt(n % 2 ? b : a, 'wrong-password')).status).toBe(401);
    }
    // Each process saw only five: only a shared count stops the right password now.
    for (const server of [a, b]) {
      const locked = await attempt(server, TEST_PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.body.error).toBe('RATE_LIMITED');
    }
  });

  it('backs up the database both serve from (npm run db:backup) and restores it into a new one', async () => {
    const file = path.join(os.tmpdir(), `porchlight-two-processes-${process.pid}.jsonl.gz`);
    const copy = databaseUrl(database.url, 'porchlight_copy');
    try {
      await npmScript('db:backup', ['--', file], { DATABASE_URL: database.url });
      const admin = new pg.Client({ connectionString: database.adminUrl });
      await admin.connect();
      await admin.query('CREATE DATABASE porchlight_copy OWNER porchlight');
      await admin.end();
      const restored = await npmScript('db:restore', [file], { DATABASE_URL: copy });
      expect(restored.stdout).toContain('done');
    } finally {
      await fs.rm(file, { force: true });
    }
    const counts = async (url: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query(
        `SELECT (SELECT count(*) FROM agents) AS agents, (SELECT count(*) FROM leads) AS leads,
                (SELECT count(*) FROM sessions) AS sessions, (SELECT count(*) FROM rate_limits) AS limits,
                (SELECT count(*) FROM properties) AS properties`,
      );
      await client.end();
      return rows[0];
    };
    const original = await counts(database.url);
    expect(Number(original.leads)).toBeGreaterThan(50);
    expect(await counts(copy)).toEqual(original);
  });

  it('keeps serving from one process while the other stops on SIGTERM', async () => {
    const [first] = servers;
    expect(await first?.stop()).toBe(0);
    expect((await b.call('GET', '/api/health')).status).toBe(200);
  });
});
