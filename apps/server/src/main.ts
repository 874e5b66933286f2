import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connectDatabase } from './db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded';
import { runMigrations } from './db/migrate';
import { createClock } from './lib/clock';
import { ensureDemoAccount } from './modules/accounts';
import { closeDraining } from './plugins/draining';
import { loggableError } from './plugins/logging';

const say = (message: string) => console.log(`[porchlight] ${message}`);

/** In-flight requests' time to finish after SIGTERM; connections still open then are cut. */
const DRAIN_MS = 8_500;
/** The whole shutdown's limit (drain, jobs, pool, PostgreSQL); past it the process exits 1. */
const SHUTDOWN_MS = 9_800;

/** Starts Porchlight: settings, database (embedded or external), migrations, HTTP, shutdown. */
async function main() {
  const started = Date.now();
  const config = loadConfig(process.env);
  const embedded = config.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({
        clusterDir: path.join(config.dataDir, 'postgres'),
        log: say,
        // Restarted in place when it dies; if it cannot come back, the app stops (exit 1) through
        // its usual shutdown, for a supervisor to start both again (docs/database.md).
        onGone: (error) =>
          setImmediate(() => {
            throw error;
          }),
      });
  const url = config.DATABASE_URL ?? (embedded as EmbeddedDatabase).url;
  const database = connectDatabase(
    url,
    (error) => say(`database pool: ${error.message}`),
    config.DATABASE_POOL_SIZE,
  );
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
    // Should that ever overrun, PostgreSQL is still told to stop before the process exits 1.
    const onTimeout = (delay: number) => {
      say(`shutdown took over ${delay} ms; stopping PostgreSQL and exiting`);
      embedded?.stopSoon();
    };
    closeWithGrace({ delay: SHUTDOWN_MS, onTimeout }, async ({ signal, err }) => {
      const started = Date.now();
      if (err) app.log.error({ err: loggableError(err) }, 'fatal error, shutting down');
      else say(`${signal ?? 'shutdown'} received, finishing in-flight requests`);
      // PostgreSQL's shutdown first writes every changed page; a checkpoint begun now does that
      // while requests drain, so stopping it afterwards takes little of the time left.
      if (embedded) database.pool.query('CHECKPOINT').catch(() => {});
      await closeDraining(app, DRAIN_MS);
      await release();
      say(`stopped in ${Date.now() - started} ms`);
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
