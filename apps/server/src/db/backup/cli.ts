// `npm run db:backup [-- <file>]` and `npm run db:restore <file> [-- --replace]`, on the database the
// app's settings name (DATABASE_URL, else the embedded cluster in DATA_DIR).
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../config';
import { backupDatabase } from './dump';
import { restoreDatabase } from './restore';
import { openAppDatabase } from './target';

const say = (message: string) => console.log(`[porchlight] ${message}`);

async function backup(file: string | undefined) {
  const target = file ?? path.join('backups', `porchlight-${stamp(new Date())}.jsonl.gz`);
  await fs.mkdir(path.dirname(path.resolve(target)), { recursive: true });
  const database = await openAppDatabase(loadConfig(process.env), { create: false });
  try {
    const started = Date.now();
    const summary = await backupDatabase(database.url, target);
    const rows = Object.values(summary.rows).reduce((a, b) => a + b, 0);
    const { size } = await fs.stat(target);
    say(`backed up ${database.where}: ${rows} rows in ${Object.keys(summary.rows).length} tables,`);
    say(`  ${summary.jobs} queued jobs, ${size} bytes, in ${Date.now() - started} ms → ${target}`);
  } finally {
    await database.close();
  }
}

async function restore(file: string | undefined, replace: boolean) {
  if (!file) throw new Error('Name the backup file: npm run db:restore <file>');
  await fs.access(file);
  const database = await openAppDatabase(loadConfig(process.env), { create: true });
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  pool.on('error', () => {});
  try {
    say(`restoring ${file} into ${database.where}`);
    await restoreDatabase(pool, database.url, file, { replace, log: say });
    say('done: start the app as usual');
  } finally {
    await pool.end();
    await database.close();
  }
}

/** 2026-11-23T21:30:05Z → 20261123-213005Z: sorts by time, safe in every file system. */
function stamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '')
    .replace('T', '-');
}

const [command, ...rest] = process.argv.slice(2);
const replace = rest.includes('--replace');
const named = rest.find((arg) => !arg.startsWith('--'));
// npm runs scripts from the root; a file named on the command line is relative to where it was typed.
const file = named && path.resolve(process.env.INIT_CWD ?? process.cwd(), named);
const run = command === 'backup' ? backup(file) : restore(file, replace);
run.catch((error: unknown) => {
  console.error(`[porchlight] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
