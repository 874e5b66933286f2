/**
 * `npm run bench:rush -- --delivered 1000000`: whether any statement of the delivery or the count
 * grows with the leads table. Agents in fresh zips count their areas (uncached) and get their
 * batches before and after that many leads of other agents are put in the table (one
 * INSERT … SELECT over generate_series: delivered 31 days to a year ago, past any exclusivity,
 * so every area's supply stays as it was), and each window's costliest statements are printed
 * beside each other: calls, execution ms and pages touched per call.
 */
import { PLANS, type SubscriptionPlan } from '@porchlight/contracts';
import { CLAIM_PLANNER_SETTINGS } from '../src/modules/daily-leads';
import { check, expectJson, field, send } from './http';
import {
  cpuPerRequest,
  eachOnce,
  newTally,
  percentile,
  printFailures,
  ROW_HEADER,
  type Row,
  rowLine,
  tallied,
} from './load';
import {
  type MeasuredServer,
  measured,
  type StatementStat,
  statementsBetween,
} from './measured-server';
import type { Outcome } from './rush-checks';
import { checkSeeded, type SeededAgent, seedAgents } from './seed-agents';
import type { zipSupply } from './zips';

const AGENTS_PER_WINDOW = 40;
const FILLER_LEADS_PER_AGENT = 5000;

type Stats = Map<string, StatementStat>;

interface Window {
  row: Row;
  statements: Stats;
}

/** Agents in their own new zips, each area opened (generated, counted) by another agent first. */
async function agentsInNewZips(
  target: MeasuredServer,
  zips: ReturnType<typeof zipSupply>,
  plan: SubscriptionPlan,
): Promise<SeededAgent[]> {
  const areas = zips.take(AGENTS_PER_WINDOW);
  const openers = await seedAgents(target, areas, { plan });
  await checkSeeded(target.url, openers);
  const agents = await seedAgents(target, areas, { plan });
  await checkSeeded(target.url, agents, { count: false });
  return agents;
}

async function window(
  target: MeasuredServer,
  name: string,
  agents: SeededAgent[],
  request: (agent: SeededAgent) => Promise<number>,
): Promise<Window> {
  const tally = newTally();
  const before = await target.statementStats();
  const { spent } = await measured(target, () =>
    eachOnce(agents, 4, async (agent) => {
      await tallied(tally, () => request(agent));
    }),
  );
  return {
    row: { name, tally, spent },
    statements: statementsBetween(before, await target.statementStats()),
  };
}

async function measureWindows(
  target: MeasuredServer,
  label: string,
  agents: SeededAgent[],
  plan: SubscriptionPlan,
): Promise<Window[]> {
  const quota = PLANS[plan].dailyLeads;
  const count = await window(target, `count, ${label}`, agents, async (agent) => {
    const answer = await send(target.url, 'GET', `/api/leads/available-count/${agent.id}`, {
      cookie: agent.cookie,
      ip: agent.ip,
    });
    check(field(expectJson('count', answer), 'cached') === false, 'the count came from its cache');
    return answer.ms;
  });
  const fresh = await window(target, `fresh, ${label}`, agents, async (agent) => {
    const answer = await send(target.url, 'POST', `/api/leads/fresh/${agent.id}`, {
      cookie: agent.cookie,
      ip: agent.ip,
    });
    const delivered = field(expectJson('fresh', answer), 'totalDelivered');
    check(delivered === quota, `got ${String(delivered)} of ${quota} leads`);
    return answer.ms;
  });
  return [count, fresh];
}

/** Puts `total` old leads of other (seeded) agents in the table, over the stored properties. */
async function fillLeads(
  target: MeasuredServer,
  zips: ReturnType<typeof zipSupply>,
  total: number,
) {
  const started = performance.now();
  const { rows } = await target.app.pool.query<{ n: number }>(
    'select count(*)::int n from properties',
  );
  const properties = rows[0]?.n ?? 0;
  const perAgent = Math.min(FILLER_LEADS_PER_AGENT, properties);
  const fillers = await seedAgents(
    target,
    Array(Math.ceil(total / perAgent)).fill(zips.take(1)[0] ?? ''),
  );
  await target.app.pool.query(
    `insert into leads (agent_id, property_id, source, seller_type, lead_day, delivered_at,
                        position, status)
     select a.id, p.id, 'daily', 'high-equity', t.moment::date, t.moment, g % 10,
            (array['new', 'saved', 'dismissed'])[1 + g % 3]
       from (select id, row_number() over (order by id) - 1 k
               from agents where id = any($1::uuid[])) a
      cross join generate_series(0, $2::int - 1) g
      cross join lateral (select now() - interval '31 days' - (g % 335) * interval '1 day' moment) t
       join (select id, row_number() over (order by id) - 1 j from properties) p
         on p.j = (a.k * $2::int + g) % $3::int
      where a.k * $2::int + g < $4::int`,
    [fillers.map((agent) => agent.id), perAgent, properties, total],
  );
  await target.app.pool.query('analyze leads');
  const { rows: after } = await target.app.pool.query<{ n: number }>(
    'select count(*)::int n from leads',
  );
  console.log(
    `  put ${total.toLocaleString()} leads of ${fillers.length} other agents in the table in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s (${(after[0]?.n ?? 0).toLocaleString()} leads now, ${properties.toLocaleString()} properties)`,
  );
}

/** A statement whose pages per call grew this much (and past MIN_PAGES) reads by table size. */
const GROWTH = 3;
const MIN_PAGES = 200;

function grownStatements(before: Window, after: Window): string[] {
  const grown: string[] = [];
  for (const [id, stat] of after.statements) {
    const was = before.statements.get(id);
    if (!was) continue;
    const [from, to] = [was.blocks / was.calls, stat.blocks / stat.calls];
    if (to > MIN_PAGES && to > GROWTH * from) {
      grown.push(`${short(stat.query).slice(0, 50)}… ${from.toFixed(0)} → ${to.toFixed(0)} pages`);
    }
  }
  return grown;
}

const short = (query: string) => query.replace(/\s+/g, ' ').slice(0, 90);

function printStatements(before: Window, after: Window) {
  const top = [...after.statements.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 6);
  console.log(
    `  ${after.row.name}: costliest statements (ms per call and pages per call, before → after)`,
  );
  for (const [id, stat] of top) {
    const was = before.statements.get(id);
    const per = (s: StatementStat | undefined, key: 'ms' | 'blocks') =>
      s ? (s[key] / s.calls).toFixed(key === 'ms' ? 2 : 0) : '–';
    console.log(
      `    ${per(was, 'ms').padStart(7)} → ${per(stat, 'ms').padStart(7)} ms  ` +
        `${per(was, 'blocks').padStart(6)} → ${per(stat, 'blocks').padStart(6)} pages  ${short(stat.query)}`,
    );
  }
}

/** The statements of a window whose plans are printed: its costliest. */
const EXPLAINED = 3;

/**
 * The generic plan PostgreSQL makes for `query` (its text as pg_stat_statements keeps it, `$n`
 * parameters) under the settings the app plans it with: on a connection of the app's own kind
 * (`connectDatabase`: no parallel workers), and for the fresh batch's statements under the
 * claim's planner settings (docs/performance.md "Plans"). In a transaction rolled back: what the
 * plan would be now, on today's statistics.
 */
async function genericPlan(target: MeasuredServer, query: string, inClaim: boolean) {
  const client = await target.app.pool.connect();
  try {
    await client.query('begin');
    if (inClaim)
      for (const [name, setting] of Object.entries(CLAIM_PLANNER_SETTINGS))
        await client.query('select set_config($1, $2, true)', [name, setting]);
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `explain (generic_plan, costs off) ${query}`,
    );
    return rows.map((row) => row['QUERY PLAN']);
  } catch (error) {
    return [`(not explained: ${error instanceof Error ? error.message : String(error)})`];
  } finally {
    await client.query('rollback').catch(() => {});
    client.release();
  }
}

/** Each window's costliest statements with the plan they get once the table has grown. */
async function printPlans(target: MeasuredServer, after: Window) {
  const top = [...after.statements.values()].sort((a, b) => b.ms - a.ms).slice(0, EXPLAINED);
  const inClaim = after.row.name.startsWith('fresh');
  for (const stat of top) {
    console.log(`  plan (generic, as the app plans it): ${short(stat.query)}`);
    for (const line of await genericPlan(target, stat.query, inClaim)) console.log(`      ${line}`);
  }
}

export async function seedTable(
  target: MeasuredServer,
  zips: ReturnType<typeof zipSupply>,
  total: number,
  healthCpu: number,
  plan: SubscriptionPlan,
): Promise<Outcome[]> {
  console.log(`\n=== 4. counts and fresh batches before and after ${total.toLocaleString()} leads`);
  // Both sets' areas exist before the table fills, so the old leads lie on their properties too.
  const first = await agentsInNewZips(target, zips, plan);
  const second = await agentsInNewZips(target, zips, plan);
  const before = await measureWindows(target, 'before', first, plan);
  await fillLeads(target, zips, total);
  const after = await measureWindows(target, `${(total / 1e6).toFixed(1)}M leads`, second, plan);
  console.log(`  ${ROW_HEADER}`);
  for (const w of [...before, ...after]) console.log(`  ${rowLine(w.row, healthCpu)}`);
  for (const w of [...before, ...after]) printFailures(w.row);
  const outcomes: Outcome[] = [];
  for (const [n, was] of before.entries()) {
    const now = after[n];
    if (!now) continue;
    printStatements(was, now);
    await printPlans(target, now);
    const p = (w: Window) =>
      percentile(
        [...w.row.tally.latencies].sort((a, b) => a - b),
        95,
      ).toFixed(0);
    const grown = grownStatements(was, now);
    outcomes.push({
      name: `${now.row.name.split(',')[0]} with ${total.toLocaleString()} leads stored`,
      p: `p95 ${p(was)} → ${p(now)} ms`,
      bound: `no statement touching ${GROWTH}× the pages`,
      met: now.row.tally.errors === 0 && grown.length === 0,
      cpu:
        `CPU ${cpuPerRequest(was.row).toFixed(1)} → ${cpuPerRequest(now.row).toFixed(1)} ms per request` +
        (grown.length ? `; grew: ${grown.join('; ')}` : ''),
    });
  }
  return outcomes;
}
