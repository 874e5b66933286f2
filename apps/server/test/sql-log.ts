import pg from 'pg';

/** One statement as sent: its SQL text and the values bound to it. */
export interface SentStatement {
  text: string;
  values: unknown[];
  /** A named prepared statement's name; none for a statement planned on each call. */
  name?: string;
}

/**
 * Connections that work in the background whatever a test does: pg-boss's own pool (its polls and
 * maintenance, every few seconds) and the listener for session ends. On a busy machine a request
 * is slow enough for one of their statements to land inside it: they are not the request's.
 */
const BACKGROUND_CONNECTIONS = new Set(['pgboss', 'porchlight session ends']);

/**
 * The statements this process sends while `work` runs, with their values (every query of pg,
 * drizzle's included, goes through `Client.prototype.query`), but for the background connections'.
 */
export async function statementsSentDuring(work: () => Promise<unknown>): Promise<SentStatement[]> {
  const seen: SentStatement[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const name = (this as unknown as { connectionParameters?: { application_name?: string } })
      .connectionParameters?.application_name;
    if (name !== undefined && BACKGROUND_CONNECTIONS.has(name)) {
      return Reflect.apply(query, this, args);
    }
    const [first, second] = args;
    const config: Partial<SentStatement> =
      typeof first === 'string' ? { text: first } : (first as SentStatement);
    const values = Array.isArray(second) ? second : (config.values ?? []);
    if (typeof config.text === 'string') {
      seen.push({ text: config.text, values, ...(config.name ? { name: config.name } : {}) });
    }
    return Reflect.apply(query, this, args);
  } as typeof query;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = query;
  }
  return seen;
}

/** The SQL text this process sends while `work` runs, from every pool and client. */
export async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  return (await statementsSentDuring(work)).map((statement) => statement.text);
}

/** The tables whose rows belong to one agent, each with an `agent_id` column. */
const AGENT_TABLES = [
  'leads',
  'swipes',
  'follow_up_activities',
  'follow_up_contacts',
  'credit_balances',
  'credit_transactions',
  'idempotent_answers',
  'lead_purchases',
];
/** Every write in a statement, a data-modifying CTE's included, with the text up to the next. */
const WRITE = new RegExp(
  `\\b(update|delete from|insert into)\\s+"?(${AGENT_TABLES.join('|')})"?\\s`,
  'gi',
);

export interface AgentWrite {
  table: string;
  sql: string;
  /** An UPDATE or DELETE names the agent in its WHERE; an INSERT fills the agent's column. */
  namesAgent: boolean;
}

/** The statements that write rows of an agent's tables, and whether each write names the agent. */
export function agentWrites(statements: readonly string[]): AgentWrite[] {
  return statements.flatMap((sql) => {
    const writes = [...sql.matchAll(WRITE)];
    return writes.flatMap((match, n) => {
      const verb = match[1]?.toLowerCase();
      const table = match[2];
      if (!verb || !table) return [];
      const own = sql.slice(match.index, writes[n + 1]?.index ?? sql.length);
      const owner = new RegExp(`("${table}"|\\b${table})\\."?agent_id"? = `);
      const namesAgent =
        verb === 'insert into'
          ? /^[^)]*"?agent_id"?/.test(own.slice(own.indexOf('(')))
          : owner.test(/\bwhere\b([\s\S]*)$/i.exec(own)?.[1] ?? '');
      return [{ table, sql: own, namesAgent }];
    });
  });
}
