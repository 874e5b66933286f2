import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { connectDatabase } from './db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded';
import { runMigrations } from './db/migrate';
import { createClock } from './lib/clock';

/** Starts Porchlight: settings, database (embedded or external), migrations, HTTP, shutdown. */
async function main() {
  const started = Date.now();
  const config = loadConfig(process.env);
  const say = (message: string) => console.log(`[porchlight] ${message}`);

  let embedded: EmbeddedDatabase | undefined;
  if (!config.DATABASE_URL) {
    embedded = await startEmbeddedPostgres({
      clusterDir: path.join(config.dataDir, 'postgres'),
      log: say,
    });
  }
  const url = config.DATABASE_URL ?? (embedded as EmbeddedDatabase).url;
  const database = connectDatabase(url, (error) => say(`database pool: ${error.message}`));

  const app = await buildApp({
    config,
    database,
    clock: createClock(),
    logger: { level: config.LOG_LEVEL },
  });

  // In-flight requests finish, then the pool, then the embedded server: exit 0.
  closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'fatal error, shutting down');
    else say(`${signal ?? 'shutdown'} received, finishing in-flight requests`);
    await app.close();
    await database.pool.end();
    await embedded?.stop();
    say('stopped');
  });

  try {
    await runMigrations(database.pool);
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await database.pool.end().catch(() => {});
    await embedded?.stop();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  say(`ready on http://${config.HOST}:${port} in ${Date.now() - started} ms`);
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  console.error(`[porchlight] could not start: ${message}`);
  process.exit(1);
});
