import { inject } from 'vitest';
import { type AppDependencies, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/db/client';
import { createClock } from '../src/lib/clock';
import { createTestDatabase } from './test-cluster';

/** The whole app on a fresh database copied from the migrated template (silent unless `logger`). */
export async function buildTestApp(
  env: Record<string, string> = {},
  logger?: AppDependencies['logger'],
) {
  const database = await createTestDatabase(inject('testCluster'));
  const handle = connectDatabase(database.url, () => {});
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, ...env });
  const clock = createClock();
  const app = await buildApp({
    config,
    database: handle,
    databaseUrl: database.url,
    clock,
    logger,
  });
  return {
    app,
    database: handle,
    /** The database's own address, for a connection of the test's own beside the app's pool. */
    databaseUrl: database.url,
    clock,
    close: async () => {
      await app.close();
      await handle.pool.end();
      await database.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
