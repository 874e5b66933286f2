import { inject } from 'vitest';
import { type AppDependencies, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/db/client';
import { createClock } from '../src/lib/clock';
import { createTestDatabase } from './test-cluster';

/**
 * The whole app on a fresh database copied from the migrated template (silent unless `logger`).
 * Its job queue starts at the first job it sends.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  logger?: AppDependencies['logger'],
  dependencies: Pick<AppDependencies, 'webhookTransport'> = {},
) {
  const database = await createTestDatabase(inject('testCluster'));
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, ...env });
  // The pool as the server sizes it: DATABASE_POOL_SIZE when a test sets it, else the default.
  const handle = connectDatabase(database.url, () => {}, config.DATABASE_POOL_SIZE);
  const clock = createClock();
  const app = await buildApp({
    config,
    database: handle,
    databaseUrl: database.url,
    clock,
    logger,
    // No job-queue connection until the file sends a job: most never do (docs/testing.md "Speed").
    jobStart: 'on-first-send',
    ...dependencies,
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
