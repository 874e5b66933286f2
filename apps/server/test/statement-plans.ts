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
