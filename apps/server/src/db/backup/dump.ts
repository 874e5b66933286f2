import pg from 'pg';
import { QUEUES } from '../../plugins/jobs';
import { type BackupEnd, createBackupWriter, FORMAT, FORMAT_VERSION } from './backup-file';
import { appSequences, appTables, quoted, relationExists } from './catalog';
import { appliedMigrations } from './migration-level';

const BATCH = 2_000;
/** pg-boss's states of a job not yet done: what a restore must still do. */
const PENDING = ['created', 'retry', 'active'];

export interface BackupSummary {
  file: string;
  rows: Record<string, number>;
  jobs: number;
}

/**
 * Writes every row of the app's tables, its sequences, its migration level and its queued jobs as
 * one consistent picture: a single REPEATABLE READ transaction, so a backup taken while the app
 * serves is what the database held at one instant. Needs no pg_dump (the embedded server ships
 * none, and an older one refuses a newer server).
 */
export async function backupDatabase(url: string, file: string): Promise<BackupSummary> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  const writer = createBackupWriter(file);
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    // The first statement fixes the snapshot; sequences, read after it, are at least as far on.
    const migrations = await appliedMigrations(client);
    if (migrations.length === 0)
      throw new Error('The database has no Porchlight tables to back up.');
    const sequences = [];
    for (const name of await appSequences(client)) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
        `SELECT last_value::text, is_called FROM ${quoted(name)}`,
      );
      const [row] = rows;
      if (row) sequences.push({ name, lastValue: row.last_value, isCalled: row.is_called });
    }
    const { rows: version } = await client.query<{ server: string }>(
      "SELECT current_setting('server_version') AS server",
    );
    await writer.control({
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      server: `PostgreSQL ${version[0]?.server ?? '?'}`,
      migrations,
      sequences,
    });

    const end: BackupEnd = { end: true, rows: {}, jobs: 0 };
    for (const table of await appTables(client)) {
      await writer.control({ table: table.name, columns: table.columns });
      const columns = table.columns.map(quoted).join(', ');
      end.rows[table.name] = await copyRows(
        client,
        `SELECT to_jsonb(r)::text AS line FROM (SELECT ${columns} FROM ${quoted(table.name)}) r`,
        [],
        writer.rows,
      );
    }
    if (await relationExists(client, 'pgboss.job')) {
      await writer.control({ jobs: true });
      end.jobs = await copyRows(
        client,
        `SELECT to_jsonb(j)::text AS line FROM (
           SELECT name, data FROM pgboss.job
            WHERE state::text = ANY($1) AND name = ANY($2) ORDER BY created_on) j`,
        [PENDING, Object.keys(QUEUES)],
        writer.rows,
      );
    }
    await writer.control(end);
    await client.query('COMMIT');
    await writer.finish();
    return { file, rows: end.rows, jobs: end.jobs };
  } catch (error) {
    await writer.abandon();
    throw error;
  } finally {
    await client.end();
  }
}

/** Streams a query's `line` column through a cursor, so a large table never sits in memory. */
async function copyRows(
  client: pg.Client,
  query: string,
  values: unknown[],
  write: (lines: string[]) => Promise<void>,
): Promise<number> {
  await client.query(`DECLARE backup_rows NO SCROLL CURSOR FOR ${query}`, values);
  let count = 0;
  for (;;) {
    const { rows } = await client.query<{ line: string }>(`FETCH ${BATCH} FROM backup_rows`);
    if (rows.length === 0) break;
    await write(rows.map((row) => row.line));
    count += rows.length;
  }
  await client.query('CLOSE backup_rows');
  return count;
}
