import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../../test/test-cluster';
import { SessionCache } from './session-cache';
import { listenForSessionEnds, SESSION_ENDS_CHANNEL, type SessionEnds } from './session-ends';

/**
 * Two processes' listeners on one database (docs/security.md "Sessions"); the second connects as a
 * role of its own, so that its connection alone can be cut and kept from coming back.
 */
describe('session ends, while the ending process has lost its own connection', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  const role = `listener_${randomBytes(4).toString('hex')}`;
  const here = new SessionCache();
  const there = new SessionCache();
  const errors: Error[] = [];
  let listeningHere: SessionEnds;
  let listeningThere: SessionEnds;

  beforeAll(async () => {
    database = await createTestDatabase(inject('testCluster'));
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    await pool.query(`create role ${role} login password 'listener'`);
    const own = new URL(database.url);
    own.username = role;
    own.password = 'listener';
    listeningThere = listenForSessionEnds({ connectionString: database.url }, there, () => {});
    listeningHere = listenForSessionEnds({ connectionString: own.href }, here, (error) =>
      errors.push(error),
    );
    await Promise.all([listeningHere.ready, listeningThere.ready]);
  });
  afterAll(async () => {
    await listeningHere?.stop();
    await listeningThere?.stop();
    await pool?.end();
    await database?.drop();
    const admin = new pg.Client({ connectionString: inject('testCluster').adminUrl });
    await admin.connect();
    await admin.query(`drop role if exists ${role}`).finally(() => admin.end());
  });

  it('answers only once the other process has heard the end, when its own listener is back', async () => {
    const session = { agentId: 'a1', expiresAt: new Date('2026-12-31T00:00:00Z') };
    expect(here.listening && there.listening).toBe(true);
    there.remember('h1', session, there.readStarted());

    // This process's listener is cut, and cannot connect again for now.
    await pool.query(`alter role ${role} nologin`);
    await pool.query('select pg_terminate_backend(pid) from pg_stat_activity where usename = $1', [
      role,
    ]);
    await expect.poll(() => here.listening).toBe(false);

    // A sign-out here: the end is committed, then this process waits for the other to hear it.
    await pool.query('select pg_notify($1, $2)', [SESSION_ENDS_CHANNEL, 'h1']);
    let answered = false;
    const caughtUp = listeningHere.caughtUp(pool).then(() => {
      answered = true;
    });
    // It tried to listen again and was refused: it still waits, as it cannot hear answers yet.
    const refusals = errors.length;
    await expect.poll(() => errors.length).toBeGreaterThan(refusals);
    expect(answered).toBe(false);

    await pool.query(`alter role ${role} login`);
    await caughtUp;
    expect(here.listening).toBe(true);
    // The other process had heard the end before it answered the echo.
    expect(there.known('h1')).toBeUndefined();
  });
});
