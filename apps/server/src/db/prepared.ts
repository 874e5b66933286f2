import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database } from './client';

/**
 * A query built once per database handle and run as a named prepared statement: for the paths every
 * request takes, where building SQL with Drizzle each time costs more than running it.
 */
export function preparedOnce<T>(build: (db: Database) => T): (db: Database) => T {
  const cache = new WeakMap<Database, T>();
  return (db) => {
    let prepared = cache.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      cache.set(db, prepared);
    }
    return prepared;
  };
}

/** The agent a prepared statement reads for: every hot read names it as `agentId`. */
export const agentIdParam = sql.placeholder('agentId');

const dialect = new PgDialect();

/**
 * A statement Drizzle's builder can't express (a data-modifying CTE), built once and run as a
 * named prepared statement with `sql.placeholder` values filled in per call.
 */
export function preparedStatement<Row extends pg.QueryResultRow>(name: string, query: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return async (runner: pg.Pool | pg.PoolClient, values: Record<string, unknown>) =>
    (await runner.query<Row>({ name, text, values: fillPlaceholders(params, values) })).rows;
}

/**
 * A query built once and sent unnamed, so PostgreSQL plans it on every call with the call's values
 * and the tables as they are: for a statement whose best plan depends on how many rows the agent
 * has, where a plan cached on other statistics would be a lottery (docs/performance.md "Plans").
 * Answers the first column of the first row.
 */
export function plannedPerCall<T>(query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  return async (runner: pg.Pool | pg.PoolClient, values: Record<string, unknown>) => {
    const { rows } = await runner.query<unknown[]>({
      text,
      values: fillPlaceholders(params, values),
      rowMode: 'array',
    });
    return rows[0]?.[0] as T | undefined;
  };
}
