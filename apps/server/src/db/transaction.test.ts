import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../../test/test-cluster';
import { withTransaction } from './transaction';

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

  function poolOfOne() {
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    pool.on('error', () => {});
    pools.push(pool);
    return pool;
  }

  /** Its ROLLBACK fails as if the connection broke mid-way, leaving the transaction open. */
  function withFailingRollback(pool: pg.Pool) {
    pool.on('acquire', (client) => {
      const query = client.query;
      Object.assign(client, {
        query: (text: unknown, ...rest: unknown[]) =>
          text === 'ROLLBACK'
            ? Promise.reject(new Error('connection lost during ROLLBACK'))
            : Reflect.apply(query, client, [text, ...rest]),
      });
    });
    return pool;
  }

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
});
