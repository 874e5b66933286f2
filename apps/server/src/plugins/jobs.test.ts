import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';

/** The job queue's own connections to this app's database (pg-boss names them `pgboss`). */
async function queueConnections(t: TestApp): Promise<number> {
  const { rows } = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and application_name = 'pgboss'`,
  );
  return rows[0]?.n ?? -1;
}

describe('a test app\'s job queue (docs/testing.md "Speed")', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('opens no connection until its first job, then starts whole: queues, schedules, workers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(await queueConnections(t)).toBe(0);

    await t.app.jobs.send('lead-import-sweep', {});
    expect(await queueConnections(t)).toBeGreaterThan(0);
    const { rows } = await t.database.db.execute<{ name: string }>(
      sql`select name from pgboss.schedule order by name`,
    );
    expect(rows.map((row) => row.name)).toEqual([
      'lead-import-sweep',
      'postcard-sweep',
      'unconfirmed-account-sweep',
    ]);
    // The sweep job sent is run by its worker: none of it is left waiting.
    const waiting = async () => {
      const { rows: left } = await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job
            where name = 'lead-import-sweep' and state <> 'completed'`,
      );
      return left[0]?.n;
    };
    await expect.poll(waiting, { timeout: 10_000, interval: 50 }).toBe(0);
  });
});
