import type pg from 'pg';

export { type SentStatement, statementsSentDuring } from './sql-log';

import type { SentStatement } from './sql-log';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** Every node of a plan, the root first. */
function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/**
 * The tables that PostgreSQL would read whole for this statement (a Seq Scan), by EXPLAIN with
 * the statement's own values: nothing is run.
 */
export async function tablesReadWhole(pool: pg.Pool, statement: SentStatement): Promise<string[]> {
  const { rows } = await pool.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
    `explain (format json) ${statement.text}`,
    statement.values,
  );
  const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
  if (!plan) throw new Error(`no plan for ${statement.text}`);
  return nodesOf(plan).flatMap((node) =>
    node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : [],
  );
}

interface RunNode extends PlanNode {
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: RunNode[];
}

/** The scans that read a table's rows (a bitmap's index scan only finds them for its heap scan). */
const TABLE_SCANS = new Set(['Seq Scan', 'Index Scan', 'Index Only Scan', 'Bitmap Heap Scan']);

/** A value as an SQL literal for `EXECUTE name(...)`: arrays as array literals. */
function literal(client: pg.PoolClient, value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) return client.escapeLiteral(`{${value.map(String).join(',')}}`);
  if (value instanceof Date) return client.escapeLiteral(value.toISOString());
  return client.escapeLiteral(String(value));
}

/**
 * The rows a statement's scans examined when run on this connection: a prepared statement's name
 * runs with its cached plan (`EXPLAIN ANALYZE EXECUTE`), a sent statement is planned for its
 * values. Each scan's rows returned and removed by its filter, times its loops. A scan of a whole table counts the table; an index probe counts what it found, however
 * deep the index has grown. The statement runs: wrap a write in a transaction rolled back.
 */
export async function rowsExamined(
  client: pg.PoolClient,
  statement: string | SentStatement,
  values: readonly unknown[],
): Promise<number> {
  const args = values.map((value) => literal(client, value)).join(', ');
  const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: RunNode }> }>(
    typeof statement === 'string'
      ? `explain (analyze, format json) execute ${statement}${args ? `(${args})` : ''}`
      : { text: `explain (analyze, format json) ${statement.text}`, values: [...values] },
  );
  const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
  if (!plan) throw new Error('no plan');
  return (nodesOf(plan) as RunNode[])
    .filter((node) => TABLE_SCANS.has(node['Node Type']) && node['Relation Name'])
    .reduce(
      (sum, node) =>
        sum +
        ((node['Actual Rows'] ?? 0) +
          (node['Rows Removed by Filter'] ?? 0) +
          (node['Rows Removed by Index Recheck'] ?? 0)) *
          (node['Actual Loops'] ?? 1),
      0,
    );
}
