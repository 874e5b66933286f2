import pg from 'pg';

/** One statement as sent: its SQL text and the values bound to it. */
export interface SentStatement {
  text: string;
  values: unknown[];
}

/**
 * The statements this process sends while `work` runs, with their values (every query of pg,
 * drizzle's included, goes through `Client.prototype.query`).
 */
export async function statementsSentDuring(work: () => Promise<unknown>): Promise<SentStatement[]> {
  const seen: SentStatement[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    const config: Partial<SentStatement> =
      typeof first === 'string' ? { text: first } : (first as SentStatement);
    const values = Array.isArray(second) ? second : (config.values ?? []);
    if (typeof config.text === 'string') seen.push({ text: config.text, values });
    return Reflect.apply(query, this, args);
  } as typeof query;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = query;
  }
  return seen;
}

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
