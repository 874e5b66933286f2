import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/db/client';
import { createClock } from '../src/lib/clock';
import { createTestDatabase } from './test-cluster';

/**
 * Two whole apps, each with its own pool, clock and memory, on one fresh database: what two server
 * processes share is only the database, as here.
 */
export async function buildTwoApps() {
  const database = await createTestDatabase(inject('testCluster'));
  const build = async () => {
    const handle = connectDatabase(database.url, () => {});
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url });
    const clock = createClock();
    const app = await buildApp({ config, database: handle, databaseUrl: database.url, clock });
    await app.ready();
    return { app, database: handle, clock };
  };
  const [a, b] = [await build(), await build()];
  return {
    a,
    b,
    close: async () => {
      for (const one of [a, b]) {
        await one.app.close();
        await one.database.pool.end();
      }
      await database.drop();
    },
  };
}
