/**
 * The built server as `npm start` runs it (its own process, its embedded PostgreSQL in DATA_DIR),
 * with what a bench needs to measure it from outside: the CPU its processes spent (their own
 * /proc times), the top-level statements PostgreSQL ran for the app (pg_stat_statements, loaded
 * into the cluster before the server starts it), and a pool on the app's database for seeding and
 * for checking results. Nothing here changes how the server runs.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase, type Database } from '../src/db/client';
import { clusterUrl, startEmbeddedPostgres } from '../src/db/embedded';
import { type BuiltServer, startBuiltServer } from '../test/built-server';
import { allTimes, treeMs } from './process-cpu';

const APP_DATABASE = 'porchlight';

export interface Usage {
  /** CPU ms of the server's process (all its threads) and its children other than PostgreSQL. */
  serverMs: number;
  /** CPU ms of the embedded PostgreSQL: the postmaster and every backend, live or ended. */
  postgresMs: number;
  /** CPU ms of this bench's own process as the sample began, and as it ended. */
  clientMs: number;
  clientAfterMs: number;
  /** Top-level statements the app ran (pg-boss's own excluded). */
  statements: number;
  at: number;
}

export interface Spent {
  serverMs: number;
  postgresMs: number;
  clientMs: number;
  statements: number;
  seconds: number;
}

export interface MeasuredServer {
  url: string;
  /** The app's database, as the server reaches it (the floor shares it: floor.ts). */
  databaseUrl: string;
  server: BuiltServer;
  /** The app's database, for seeding through the app's own service code and for checks. */
  app: { pool: pg.Pool; db: Database };
  usage(): Promise<Usage>;
  /** Each statement's calls and execution time so far (pg_stat_statements), by its query id. */
  statementStats(): Promise<Map<string, StatementStat>>;
  stop(): Promise<void>;
}

export interface StatementStat {
  query: string;
  calls: number;
  /** Execution time, ms, summed over its calls. */
  ms: number;
  /** Pages it touched (cache hits and reads), summed: what grows when a statement scans a table. */
  blocks: number;
  /** Times it was planned, and the planning time, ms, summed. */
  plans: number;
  planMs: number;
}

type Stats = Map<string, StatementStat>;

/** What each statement ran between two `statementStats` readings (those that ran at all). */
export function statementsBetween(before: Stats, after: Stats): Stats {
  const out: Stats = new Map();
  for (const [id, stat] of after) {
    const was = before.get(id);
    const calls = stat.calls - (was?.calls ?? 0);
    if (calls > 0) {
      out.set(id, {
        query: stat.query,
        calls,
        ms: stat.ms - (was?.ms ?? 0),
        blocks: stat.blocks - (was?.blocks ?? 0),
        plans: stat.plans - (was?.plans ?? 0),
        planMs: stat.planMs - (was?.planMs ?? 0),
      });
    }
  }
  return out;
}

/** The `n` statements that took the most execution time: calls, ms, pages and plans per call. */
export function costliestLines(stats: Stats, n: number): string[] {
  return [...stats.values()]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, n)
    .map(
      (s) =>
        `${String(s.calls).padStart(6)} calls ${(s.ms / s.calls).toFixed(2).padStart(7)} ms ` +
        `${(s.blocks / s.calls).toFixed(0).padStart(6)} pages ${s.plans} plans ` +
        `${(s.planMs / Math.max(1, s.plans)).toFixed(2)} ms each  ${s.query.replace(/\s+/g, ' ').slice(0, 80)}`,
    );
}

/** The cluster's postmaster, from its pid file (first line). */
async function postmasterPid(clusterDir: string): Promise<number> {
  const text = await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8');
  return Number(text.split('\n')[0]);
}

async function postmasterPort(clusterDir: string): Promise<number> {
  const text = await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8');
  return Number(text.split('\n')[3]);
}

/**
 * BENCH_AUTO_EXPLAIN=/path/to/file: every statement of 1 ms or more is logged with its plan as it
 * ran (auto_explain: each node's time and pages, and the time of each trigger it fired), and the
 * cluster's log is copied to that file when the bench ends. Timing each node slows the statements,
 * so a run with it measures plans, not costs.
 */
const AUTO_EXPLAIN = process.env.BENCH_AUTO_EXPLAIN;
const AUTO_EXPLAIN_SETTINGS = [
  'log_min_duration = 1',
  'log_analyze = on',
  'log_buffers = on',
  'log_triggers = on',
  'log_timing = on',
];

/**
 * Creates the cluster the server will start, with pg_stat_statements preloaded: the server then
 * starts it as it starts any existing cluster.
 */
async function prepareCluster(clusterDir: string) {
  const database = await startEmbeddedPostgres({ clusterDir });
  const admin = new pg.Client({ connectionString: database.adminUrl });
  await admin.connect();
  try {
    const libraries = AUTO_EXPLAIN
      ? `'pg_stat_statements', 'auto_explain'`
      : `'pg_stat_statements'`;
    await admin.query(`alter system set shared_preload_libraries = ${libraries}`);
    if (AUTO_EXPLAIN)
      for (const setting of AUTO_EXPLAIN_SETTINGS) {
        await admin.query(`alter system set auto_explain.${setting}`);
      }
    await admin.query(`alter system set pg_stat_statements.track = 'top'`);
    await admin.query(`alter system set pg_stat_statements.track_planning = on`);
  } finally {
    await admin.end();
    await database.stop();
  }
}

export async function startMeasuredServer(
  name: string,
  env: Record<string, string> = {},
): Promise<MeasuredServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `porchlight-bench-${name}-`));
  await fs.chmod(dataDir, 0o755);
  const clusterDir = path.join(dataDir, 'postgres');
  await prepareCluster(clusterDir);
  // BENCH_SERVER_MAIN=/path/to/dist/main.js runs an earlier build (an A/B against this one).
  const main = process.env.BENCH_SERVER_MAIN || undefined;
  const server = await startBuiltServer(
    { DATA_DIR: dataDir, NODE_ENV: 'production', TRUST_PROXY: 'true', ...env },
    { main },
  );
  const serverPid = server.child.pid ?? 0;
  const postmaster = await postmasterPid(clusterDir);
  const secret = (await fs.readFile(`${clusterDir}.secret`, 'utf8')).trim();
  const port = await postmasterPort(clusterDir);
  // The monitor reads from the maintenance database, so its own statements are never counted.
  const monitor = new pg.Pool({ connectionString: clusterUrl(secret, port, 'postgres'), max: 1 });
  monitor.on('error', () => {});
  await monitor.query('create extension if not exists pg_stat_statements');
  const databaseUrl = clusterUrl(secret, port, APP_DATABASE);
  const app = connectDatabase(databaseUrl, () => {});

  async function statements(): Promise<number> {
    const { rows } = await monitor.query<{ n: string }>(
      `select coalesce(sum(calls), 0)::text n from pg_stat_statements s
        join pg_database d on d.oid = s.dbid
       where d.datname = $1 and s.toplevel and s.query not ilike '%pgboss%'`,
      [APP_DATABASE],
    );
    return Number(rows[0]?.n ?? 0);
  }

  return {
    url: server.url,
    databaseUrl,
    server,
    app,
    usage: async () => {
      const clientBefore = process.cpuUsage();
      const count = await statements();
      const times = allTimes();
      const clientAfter = process.cpuUsage();
      const ms = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
      return {
        serverMs: treeMs(times, serverPid, postmaster),
        postgresMs: treeMs(times, postmaster, 0),
        clientMs: ms(clientBefore),
        clientAfterMs: ms(clientAfter),
        statements: count,
        at: performance.now(),
      };
    },
    statementStats: async () => {
      const { rows } = await monitor.query<{ id: string } & StatementStat>(
        `select s.queryid::text id, s.query, s.calls::int calls, s.total_exec_time ms,
                s.plans::int plans, s.total_plan_time "planMs",
                (s.shared_blks_hit + s.shared_blks_read)::float8 blocks
           from pg_stat_statements s join pg_database d on d.oid = s.dbid
          where d.datname = $1 and s.toplevel and s.query not ilike '%pgboss%'`,
        [APP_DATABASE],
      );
      return new Map(rows.map(({ id, ...stat }) => [id, stat]));
    },
    stop: async () => {
      // BENCH_SERVER_LOG=1: what the server logged (warnings and errors), to find a 5xx's cause.
      if (process.env.BENCH_SERVER_LOG) console.log(server.output());
      await app.pool.end().catch(() => {});
      await monitor.end().catch(() => {});
      await server.stop();
      if (AUTO_EXPLAIN) await fs.copyFile(`${clusterDir}.log`, AUTO_EXPLAIN);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function spentBetween(before: Usage, after: Usage): Spent {
  return {
    serverMs: after.serverMs - before.serverMs,
    postgresMs: after.postgresMs - before.postgresMs,
    // The sampling's own cost is left out: from the end of one sample to the start of the next.
    clientMs: after.clientMs - before.clientAfterMs,
    statements: after.statements - before.statements,
    seconds: (after.at - before.at) / 1000,
  };
}

/** Runs `work` between two samples; what it spent, and what it returned. */
export async function measured<T>(
  target: MeasuredServer,
  work: () => Promise<T>,
): Promise<{ spent: Spent; result: T }> {
  const before = await target.usage();
  const result = await work();
  const after = await target.usage();
  return { spent: spentBetween(before, after), result };
}
