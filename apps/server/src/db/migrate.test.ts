import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../../test/test-cluster';
import { runMigrations } from './migrate';

/**
 * A pool on a test database that is dropped at the end: the drop (WITH FORCE) can reach a
 * connection still closing, whose 57P01 an idle client hands to its pool. Heard here, it is the
 * test's own drop, not an uncaught error of the run.
 */
function testPool(url: string) {
  const pool = new pg.Pool({ connectionString: url });
  pool.on('error', () => {});
  return pool;
}

describe('runMigrations', () => {
  it('migrates exactly once when several processes start at the same moment', async () => {
    const cluster = inject('testCluster');
    // An empty database: postgres's own template, not the migrated one.
    const empty = await createTestDatabase({ ...cluster, template: 'template0' });
    const pools = Array.from({ length: 4 }, () => testPool(empty.url));
    try {
      await Promise.all(pools.map((pool) => runMigrations(pool)));
      const applied = await pools[0]?.query(
        'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
      );
      const tables = await pools[0]?.query(
        "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'agents'",
      );
      expect(applied?.rows[0].n).toBeGreaterThanOrEqual(1);
      expect(tables?.rows[0].n).toBe(1);
      // Running again changes nothing.
      await runMigrations(pools[1] as pg.Pool);
      const again = await pools[0]?.query(
        'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
      );
      expect(again?.rows[0].n).toBe(applied?.rows[0].n);
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
      await empty.drop();
    }
  });

  it('refuses a database that is not UTF8, saying so, and migrates nothing', async () => {
    const cluster = inject('testCluster');
    const ascii = await createTestDatabase({ ...cluster, template: 'template0' }, 'SQL_ASCII');
    const pool = testPool(ascii.url);
    try {
      await expect(runMigrations(pool)).rejects.toThrow(
        "The database's encoding is SQL_ASCII; Porchlight needs a UTF8 database",
      );
      const { rows } = await pool.query(
        "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'agents'",
      );
      expect(rows[0].n).toBe(0);
    } finally {
      await pool.end();
      await ascii.drop();
    }
  });
});
