import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../../test/test-cluster';
import { runMigrations } from './migrate';

describe('runMigrations', () => {
  it('migrates exactly once when several processes start at the same moment', async () => {
    const cluster = inject('testCluster');
    // An empty database: postgres's own template, not the migrated one.
    const empty = await createTestDatabase({ ...cluster, template: 'template0' });
    const pools = Array.from({ length: 4 }, () => new pg.Pool({ connectionString: empty.url }));
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
    const pool = new pg.Pool({ connectionString: ascii.url });
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
