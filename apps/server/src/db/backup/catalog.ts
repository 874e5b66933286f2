import type pg from 'pg';

/** The app's own tables live in `public` (Drizzle's schema files); its migration record in `drizzle`. */
const APP_SCHEMA = 'public';

export interface AppTable {
  name: string;
  /** Every stored column, in table order (generated columns are computed again on restore). */
  columns: string[];
}

export interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Each table of the app (a partitioned one once, through its parent), in name order. */
export async function appTables(client: pg.ClientBase): Promise<AppTable[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') AND NOT c.relispartition
        AND a.attgenerated = ''
      GROUP BY c.relname
      ORDER BY c.relname`,
    [APP_SCHEMA],
  );
  return rows;
}

/** The app's sequences (serial and identity columns), to be set where they stood. */
export async function appSequences(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind = 'S' ORDER BY c.relname`,
    [APP_SCHEMA],
  );
  return rows.map((row) => row.name);
}

/** Foreign keys between the app's tables: a restore drops them, loads, and adds them back checked. */
export async function foreignKeys(client: pg.ClientBase): Promise<ForeignKey[]> {
  const { rows } = await client.query<ForeignKey>(
    `SELECT c.relname AS table, k.conname AS name, pg_get_constraintdef(k.oid) AS definition
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND k.contype = 'f' AND NOT c.relispartition
      ORDER BY c.relname, k.conname`,
    [APP_SCHEMA],
  );
  return rows;
}

/** The tables that hold at least one row. */
export async function tablesWithRows(client: pg.ClientBase, tables: AppTable[]) {
  const filled: string[] = [];
  for (const { name } of tables) {
    const { rows } = await client.query(`SELECT 1 FROM ${quoted(name)} LIMIT 1`);
    if (rows.length) filled.push(name);
  }
  return filled;
}

/** Whether a relation such as `pgboss.job` exists. */
export async function relationExists(client: pg.ClientBase, name: string): Promise<boolean> {
  const { rows } = await client.query<{ found: boolean }>(
    'SELECT to_regclass($1) IS NOT NULL AS found',
    [name],
  );
  return rows[0]?.found === true;
}
