import { isDeepStrictEqual } from 'node:util';
import type pg from 'pg';
import { QUEUES, type QueueName, startJobs } from '../../plugins/jobs';
import { runMigrations } from '../migrate';
import { withTransaction } from '../transaction';
import { type BackupEnd, type BackupHeader, readBackup, type Section } from './backup-file';
import { appTables, foreignKeys, quoted, tablesWithRows } from './catalog';
import { appliedMigrations, isPrefix, knownMigrations, migrateTo } from './migration-level';

const BATCH_ROWS = 1_000;
const BATCH_CHARS = 8 * 1024 * 1024;

export interface RestoreOptions {
  /** Empty a database that holds rows first (in the same transaction); refused otherwise. */
  replace?: boolean;
  log?: (message: string) => void;
}

/**
 * Restores a backup into `pool`'s database: migrations up to the backup's level, then every row,
 * sequence and queued job in ONE transaction (a failure loads nothing), then the
 * migrations this checkout has beyond the backup's. A database holding rows is refused unless
 * `replace`; one migrated past the backup (or by another code line) is always refused.
 */
export async function restoreDatabase(
  pool: pg.Pool,
  url: string,
  file: string,
  { replace = false, log = () => {} }: RestoreOptions = {},
): Promise<BackupEnd> {
  const header = await readHeader(file);
  await checkTarget(pool, header, replace);
  await migrateTo(pool, header.migrations.length);
  // pg-boss creates its own schema and queues; the backup carries only the jobs still to do.
  const jobs = await startJobs(url, () => {});
  let end: BackupEnd;
  try {
    end = await withTransaction(pool, ({ client }) => load(client, file, replace, jobs));
  } finally {
    await jobs.stop();
  }
  log(`restored ${Object.values(end.rows).reduce((a, b) => a + b, 0)} rows, ${end.jobs} jobs`);
  await runMigrations(pool);
  return end;
}

async function readHeader(file: string): Promise<BackupHeader> {
  for await (const line of readBackup(file)) {
    if (line.kind === 'header') return line.header;
  }
  throw new Error(`${file} has no header.`);
}

async function checkTarget(pool: pg.Pool, header: BackupHeader, replace: boolean) {
  if (!isPrefix(header.migrations, knownMigrations())) {
    throw new Error(
      'The backup was made by a Porchlight with migrations this checkout does not have: restore it with that version (or a newer one).',
    );
  }
  const client = await pool.connect();
  try {
    const applied = await appliedMigrations(client);
    if (!isPrefix(applied, header.migrations)) {
      throw new Error(
        `The database is migrated past the backup (${applied.length} migrations applied, the backup has ${header.migrations.length}): restore into a new, empty database.`,
      );
    }
    const filled = await tablesWithRows(client, await appTables(client));
    if (filled.length && !replace) {
      throw new Error(
        `The database is not empty (rows in ${filled.join(', ')}). Restore into an empty database, or delete its rows first in the same transaction: npm run db:restore -- <file> --replace`,
      );
    }
  } finally {
    client.release();
  }
}

type JobSender = Awaited<ReturnType<typeof startJobs>>;

/** The one transaction: checks the tables, loads every section, and checks the counts at the end. */
async function load(
  client: pg.PoolClient,
  file: string,
  replace: boolean,
  jobs: JobSender,
): Promise<BackupEnd> {
  const tables = await appTables(client);
  const keys = await foreignKeys(client);
  const names = tables.map((t) => quoted(t.name)).join(', ');
  if (replace) {
    await client.query(`TRUNCATE ${names}`);
    await client.query('DELETE FROM pgboss.job WHERE name = ANY($1)', [Object.keys(QUEUES)]);
  }
  // Rows go in in file order: the keys between tables are checked once, when they are added back.
  for (const key of keys) {
    await client.query(`ALTER TABLE ${quoted(key.table)} DROP CONSTRAINT ${quoted(key.name)}`);
  }
  const loaded: BackupEnd = { end: true, rows: {}, jobs: 0 };
  let section: Section | undefined;
  let batch: string[] = [];
  let chars = 0;
  const flush = async () => {
    if (!section || batch.length === 0) return;
    if ('table' in section) {
      loaded.rows[section.table] = (loaded.rows[section.table] ?? 0) + batch.length;
      await insertRows(client, section, batch);
    } else {
      loaded.jobs += batch.length;
      await sendJobs(client, jobs, batch);
    }
    [batch, chars] = [[], 0];
  };
  let end: BackupEnd | undefined;
  for await (const line of readBackup(file)) {
    if (line.kind === 'row') {
      batch.push(line.text);
      chars += line.text.length;
      if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
    } else if (line.kind === 'section') {
      await flush();
      section = line.section;
      if ('table' in section) {
        checkColumns(tables, section);
        loaded.rows[section.table] = 0;
      }
    } else if (line.kind === 'end') {
      await flush();
      end = line.end;
    } else {
      await setSequences(client, line.header);
    }
  }
  if (!end || !isDeepStrictEqual(loaded.rows, end.rows) || loaded.jobs !== end.jobs) {
    throw new Error(`${file} is incomplete or damaged: its rows do not match its own count.`);
  }
  for (const key of keys) {
    await client.query(
      `ALTER TABLE ${quoted(key.table)} ADD CONSTRAINT ${quoted(key.name)} ${key.definition}`,
    );
  }
  return end;
}

function checkColumns(tables: { name: string; columns: string[] }[], section: Section) {
  if (!('table' in section)) return;
  const target = tables.find((t) => t.name === section.table);
  if (!target || !isDeepStrictEqual([...target.columns].sort(), [...section.columns].sort())) {
    throw new Error(`The table ${section.table} differs from the backup's: nothing was restored.`);
  }
}

/** PostgreSQL turns each row's JSON back into its column types (exact numbers, times, arrays). */
async function insertRows(
  client: pg.PoolClient,
  section: { table: string; columns: string[] },
  lines: string[],
) {
  const table = quoted(section.table);
  const columns = section.columns.map(quoted).join(', ');
  await client.query(
    `INSERT INTO ${table} (${columns}) OVERRIDING SYSTEM VALUE
     SELECT ${columns} FROM jsonb_populate_recordset(null::${table}, $1::jsonb)`,
    [`[${lines.join(',')}]`],
  );
}

async function sendJobs(client: pg.PoolClient, jobs: JobSender, lines: string[]) {
  for (const line of lines) {
    const job = JSON.parse(line) as { name: QueueName; data: object };
    await jobs.send(job.name, job.data, { client });
  }
}

async function setSequences(client: pg.PoolClient, header: BackupHeader) {
  for (const sequence of header.sequences) {
    await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
      quoted(sequence.name),
      sequence.lastValue,
      sequence.isCalled,
    ]);
  }
}
