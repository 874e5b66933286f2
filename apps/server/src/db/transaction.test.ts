import { readFileSync } from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { codeFiles } from '../../test/code-files';
import { createTestDatabase } from '../../test/test-cluster';
import { isConnectionLost } from './connection-lost';
import * as schema from './schema';
import { inTransaction, withTransaction } from './transaction';

/**
 * Every connection the pool hands out runs `hook` before each query: a rejection it answers stands
 * for the query's, as if the connection broke there.
 */
function interceptQueries(
  pool: pg.Pool,
  hook: (text: string, client: pg.PoolClient) => Promise<never> | undefined,
) {
  pool.on('acquire', (client) => {
    const query = client.query;
    Object.assign(client, {
      query: (text: unknown, ...rest: unknown[]) => {
        const sql = typeof text === 'string' ? text : ((text as { text?: string }).text ?? '');
        return hook(sql, client) ?? Reflect.apply(query, client, [text, ...rest]);
      },
    });
  });
  return pool;
}

describe('withTransaction', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const pools: pg.Pool[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(inject('testCluster'));
  });
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((pool) => pool.end()));
  });
  afterAll(() => database.drop());

  /** A pool of one connection, ended after the test (unless `kept`: the test ends it). */
  function poolOfOne({ kept = false } = {}) {
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    pool.on('error', () => {});
    if (!kept) pools.push(pool);
    return pool;
  }

  /** Its ROLLBACK fails as if the connection broke mid-way, leaving the transaction open. */
  const withFailingRollback = (pool: pg.Pool) =>
    interceptQueries(pool, (text) =>
      text === 'ROLLBACK'
        ? Promise.reject(new Error('connection lost during ROLLBACK'))
        : undefined,
    );

  /** Its connection is closed as BEGIN goes out, as a failover at that moment would close it. */
  const withBeginLost = (pool: pg.Pool) =>
    interceptQueries(pool, (text, client) => {
      if (/^begin/i.test(text)) void client.end();
      return undefined;
    });

  const backendPid = async (query: (text: string) => Promise<pg.QueryResult>) =>
    (await query('SELECT pg_backend_pid() AS pid')).rows[0]?.pid;

  it('gives the connection back to the pool after a clean rollback', async () => {
    const pool = poolOfOne();
    await expect(
      withTransaction(pool, async () => {
        throw new Error('work failed');
      }),
    ).rejects.toThrow('work failed');
    expect(pool.totalCount).toBe(1);
    expect(pool.idleCount).toBe(1);
  });

  it('discards a connection whose ROLLBACK failed: the next caller never gets it', async () => {
    const pool = withFailingRollback(poolOfOne());
    let brokenPid: number | undefined;
    await expect(
      withTransaction(pool, async ({ client }) => {
        brokenPid = await backendPid((text) => client.query(text));
        throw new Error('work failed');
      }),
    ).rejects.toThrow('work failed');
    expect(pool.totalCount).toBe(0);
    expect(await backendPid((text) => pool.query(text))).not.toBe(brokenPid);
  });

  it('survives its connection being terminated between two statements, and never reuses it', async () => {
    const pool = poolOfOne();
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    let lostPid: number | undefined;
    try {
      const failed = withTransaction(pool, async ({ client }) => {
        lostPid = await backendPid((text) => client.query(text));
        // Idle inside the transaction (as while awaiting other work) when a failover ends it.
        const ended = new Promise((resolve) => client.once('end', resolve));
        await admin.query('SELECT pg_terminate_backend($1)', [lostPid]);
        await ended;
        await client.query('SELECT 1');
      });
      const error = await failed.catch((thrown: unknown) => thrown);
      expect(isConnectionLost(error)).toBe(true);
    } finally {
      await admin.end();
    }
    expect(pool.totalCount).toBe(0);
    expect(await backendPid((text) => pool.query(text))).not.toBe(lostPid);
  });

  it.each([
    ['withTransaction', (pool: pg.Pool) => withTransaction(pool, async () => {})],
    ['inTransaction', (pool: pg.Pool) => inTransaction(drizzle(pool, { schema }), async () => {})],
  ])('gives the connection back in %s: the pool of one serves the next caller', async (_, run) => {
    // Ended here, not after the test: a connection never given back would hold pool.end() for ever.
    const pool = withBeginLost(poolOfOne({ kept: true }));
    const error = await run(pool).catch((thrown: unknown) => thrown);
    expect(isConnectionLost(error)).toBe(true);
    // Nothing is held: Drizzle's own db.transaction kept this connection for good.
    expect(pool.totalCount - pool.idleCount).toBe(0);
    await pool.end();
  });
});

describe('where a transaction opens', () => {
  it('is opened in db/transaction.ts alone: no Drizzle db.transaction in the server', () => {
    const src = path.resolve(import.meta.dirname, '..');
    const opened = codeFiles(src)
      .filter((file) => /\.transaction\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file));
    expect(opened).toEqual([]);
  });
});

describe('isConnectionLost', () => {
  it('tells a lost database from a refused statement, by code', () => {
    const sqlError = (code: string) => Object.assign(new Error('from PostgreSQL'), { code });
    expect(isConnectionLost(sqlError('57P01'))).toBe(true);
    expect(isConnectionLost(sqlError('08006'))).toBe(true);
    expect(isConnectionLost(new Error('wrapped', { cause: sqlError('ECONNREFUSED') }))).toBe(true);
    expect(isConnectionLost(new AggregateError([sqlError('ECONNREFUSED')]))).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(sqlError('23505'))).toBe(false);
    expect(isConnectionLost(sqlError('40001'))).toBe(false);
    expect(isConnectionLost(new Error('work failed'))).toBe(false);
  });
});
