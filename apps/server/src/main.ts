import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connectDatabase } from './db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded';
import { runMigrations } from './db/migrate';
import { createClock } from './lib/clock';
import { ensureDemoAccount } from './modules/accounts/demo-account';
import { loggableError } from './plugins/logging';

const say = (message: string) => console.log(`[porchlight] ${message}`);

/** Starts Porchlight: settings, database (embedded or external), migrations, HTTP, shutdown. */
async function main() {
  const started = Date.now();
  const config = loadConfig(process.env);
  const embedded = config.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ clusterDir: path.join(config.dataDir, 'postgres'), log: say });
  const url = config.DATABASE_URL ?? (embedded as EmbeddedDatabase).url;
  const database = connectDatabase(url, (error) => say(`database pool: ${error.message}`));
  const release = async () => {
    await database.pool.end().catch(() => {});
    await embedded?.stop();
  };

  try {
    const clock = createClock();
    await runMigrations(database.pool);
    if (embedded && config.NODE_ENV !== 'production') {
      await ensureDemoAccount({ pool: database.pool, now: clock.now(), log: say });
    }
    const app = await buildApp({
      config,
      database,
      databaseUrl: url,
      clock,
      logger: { level: config.LOG_LEVEL },
    });

    // In-flight requests and jobs finish, then the pool, then the embedded server: exit 0.
    closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
      if (err) app.log.error({ err: loggableError(err) }, 'fatal error, shutting down');
      else say(`${signal ?? 'shutdown'} received, finishing in-flight requests`);
      await app.close();
      await release();
      say('stopped');
    });

    await app.listen({ port: config.PORT, host: config.HOST });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    // With PORT=0 the port is known only now; links in mail must carry it.
    if (!config.PUBLIC_URL) config.publicUrl = config.publicUrl.replace(/:\d+$/, `:${port}`);
    say(`ready on http://${config.HOST}:${port} in ${Date.now() - started} ms`);
  } catch (error) {
    await release();
    throw error;
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[porchlight] could not start: ${message}`);
  process.exit(1);
});
