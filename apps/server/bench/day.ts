/**
 * `npm run bench:day`: capacity. N simulated agents each replay a morning (bench/morning.ts)
 * against the built server (its own process, its own embedded PostgreSQL), N stepped up until the
 * p99 passes 100 ms; it reports the most agents one machine carries and the request rate that is.
 *
 * Model: an agent thinks 2–8 s (5 s on average) before each of ~16.5 requests, about 0.2 req/s
 * during an ~80 s morning; the morning peak of 100,000 agents is ≈ 850 req/s, some
 * 4,250 agents in their morning at once. Think times (and the arrival spread, one morning long)
 * are scaled by `--think` (BENCH_THINK, default 0.05) so a run stays short: a simulated agent then
 * stands for 1/think real ones; the request rate is measured. `--sign-in` (BENCH_SIGN_IN, default
 * "0,1": one series each) is the share of mornings that start with a sign-in rather than a kept
 * 30-day session; the sign-in's Argon2id (~13 ms of hashing, by design) is outside the 100 ms
 * rule, reported apart. Each agent has its own zip (Miami, then other cities), signed up and its area generated
 * before its step, so each really gets its batch; each step has new agents (a batch is once a
 * day). Agents are seeded through the registration's service code (seed-agents.ts) and read back
 * through the API; failed setup stops the run; a failed morning step is an error, and a step with
 * errors does not count as carried.
 *
 * What it costs is measured from outside the server: the server's and PostgreSQL's own CPU times
 * (/proc) and the statements the app ran (pg_stat_statements), sampled at each step's start and
 * end (measured-server.ts). Before the steps, short runs of one kind each (kinds.ts) give each
 * kind's CPU and statements per request and health's, the yardstick of every "× health".
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { PLANS } from '@porchlight/contracts';
import { expectThat } from './bench-agents';
import { measureFloor, rowOf } from './floor';
import { closeClient } from './http';
import { measureKinds, printKinds } from './kinds';
import { cpuPerRequest, loadAverage, percentile, ROW_HEADER, type Row, rowLine } from './load';
import { type MeasuredServer, measured, startMeasuredServer } from './measured-server';
import { type DayLog, type MorningAgent, newDayLog, runMorning, STEP_KINDS } from './morning';
import { checkSeeded, seedAgents } from './seed-agents';
import { zipSupply } from './zips';

const { values: args } = parseArgs({
  options: {
    think: { type: 'string', default: process.env.BENCH_THINK ?? '0.05' },
    steps: { type: 'string', default: process.env.BENCH_STEPS ?? '25,50,100,200,400' },
    'sign-in': { type: 'string', default: process.env.BENCH_SIGN_IN ?? '0,1' },
    'kind-seconds': { type: 'string', default: process.env.BENCH_KIND_SECONDS ?? '3' },
    'kind-agents': { type: 'string', default: process.env.BENCH_KIND_AGENTS ?? '100' },
  },
});
const THINK = Number(args.think);
/** Shares of mornings that start with a sign-in (the others still hold a 30-day session). */
const SIGN_IN_SHARES = args['sign-in'].split(',').map(Number);
const STEPS = args.steps.split(',').map(Number);
const P99_LIMIT_MS = 100;
const PEAK_RPS = 850;
const QUOTA = PLANS.premium.dailyLeads;
const zips = zipSupply();

/** Agents seeded in their own zips, read back, each zip holding a batch for it. */
async function prepareAgents(
  target: MeasuredServer,
  count: number,
  signInShare: number,
): Promise<MorningAgent[]> {
  const seeded = await seedAgents(target, zips.take(count));
  const counts = await checkSeeded(target.url, seeded);
  return seeded.map((agent) => {
    const remaining = counts.get(agent.id)?.remaining ?? 0;
    expectThat(remaining >= QUOTA, `${agent.targetArea} has ${remaining} leads`);
    return { ...agent, cookie: Math.random() < signInShare ? '' : agent.cookie };
  });
}

interface StepResult {
  agents: number;
  /** Agents in their morning at any moment, on average (each stands for 1/think real ones). */
  atOnce: number;
  rps: number;
  p99: number;
  errors: number;
  /** Server and PostgreSQL CPU per request, ms, and as a multiple of health's. */
  cpu: number;
  timesHealth: number;
  statements: number;
  /** Requests per kind, sign-in left out: the mix the floor is driven with (floor.ts). */
  mix: Map<string, number>;
}

const fmt = (ms: number) => ms.toFixed(1).padStart(7);

function report(agents: number, log: DayLog, row: Row, healthCpu: number, signInCpu: number) {
  const { spent } = row;
  const seconds = spent.seconds;
  const all = [...log.latencies.values()].flat().sort((a, b) => a - b);
  const api = [...log.latencies.entries()]
    .flatMap(([kind, samples]) => (kind === 'sign-in' ? [] : samples))
    .sort((a, b) => a - b);
  const errors = [...log.errors.values()].reduce((sum, n) => sum + n, 0);
  const rps = all.length / seconds;
  const atOnce = log.activeMs / 1000 / seconds;
  console.log(
    `\n${agents} agents, ${atOnce.toFixed(0)} at once (≈ ${Math.round(atOnce / THINK)} real): ` +
      `${all.length} requests in ${seconds.toFixed(1)} s = ${rps.toFixed(0)} req/s, ` +
      `${errors} errors, load ${loadAverage()}`,
  );
  console.log('  step                 n   p50 ms  p99 ms  errors');
  const line = (name: string, sorted: number[], errs: number | string) =>
    console.log(
      `  ${name.padEnd(16)} ${String(sorted.length).padStart(5)} ${fmt(percentile(sorted, 50))} ${fmt(percentile(sorted, 99))}  ${String(errs).padStart(6)}`,
    );
  line('all', all, errors);
  line('all but sign-in', api, '');
  for (const kind of STEP_KINDS) {
    const sorted = [...(log.latencies.get(kind) ?? [])].sort((a, b) => a - b);
    line(kind, sorted, log.errors.get(kind) ?? 0);
  }
  for (const failure of log.failures) console.log(`  error: ${failure}`);
  console.log(`  ${ROW_HEADER}`);
  console.log(`  ${rowLine(row, healthCpu)}`);
  const signIns = log.latencies.get('sign-in')?.length ?? 0;
  const cpu = cpuPerRequest(row);
  if (signIns > 0) {
    // Sign-in's scrypt is apart by design: the rest's share, from sign-in's cost measured alone.
    const rest = (cpu * all.length - signIns * signInCpu) / Math.max(1, api.length);
    console.log(
      `  all but sign-in (its ${signIns} sign-ins at ${signInCpu.toFixed(1)} ms taken out): ` +
        `${rest.toFixed(2)} ms/request, ${(rest / healthCpu).toFixed(2)}× health`,
    );
  }
  return {
    agents,
    atOnce,
    rps,
    p99: percentile(api, 99),
    errors,
    cpu,
    timesHealth: cpu / healthCpu,
    statements: spent.statements / Math.max(1, all.length),
    mix: new Map(
      [...log.latencies].flatMap(([kind, samples]) =>
        kind === 'sign-in' ? [] : [[kind, samples.length] as const],
      ),
    ),
  };
}

/** Steps up the agents until one fails the p99 rule or has errors. */
async function series(
  target: MeasuredServer,
  signInShare: number,
  healthCpu: number,
  signInCpu: number,
): Promise<StepResult[]> {
  console.log(`\n=== mornings starting with a sign-in: ${signInShare * 100} %`);
  const results: StepResult[] = [];
  for (const agents of STEPS) {
    const prepared = await prepareAgents(target, agents, signInShare);
    const log = newDayLog();
    const { spent } = await measured(target, () =>
      Promise.all(prepared.map((agent) => runMorning(target.url, agent, THINK, log))),
    );
    const tally = {
      latencies: [...log.latencies.values()].flat(),
      errors: 0,
      failures: new Set<string>(),
    };
    const row = { name: `morning, ${agents} agents`, tally, spent };
    const result = report(agents, log, row, healthCpu, signInCpu);
    results.push(result);
    if (result.p99 >= P99_LIMIT_MS || result.errors > 0) break;
  }
  return results;
}

/** The steps one machine carried: p99 under the limit and no errors. */
const carried = (results: StepResult[]) =>
  results.filter((r) => r.p99 < P99_LIMIT_MS && r.errors === 0);

function capacity(results: StepResult[], signInShare: number): string {
  const passed = carried(results);
  const best = passed.at(-1);
  const next = results[passed.length];
  const share = `${signInShare * 100} % signing in`;
  if (!best) return `${share}: no step kept p99 < ${P99_LIMIT_MS} ms with no errors`;
  const bound = next ? `the ${next.agents}-agent step did not` : 'the largest step; more may fit';
  return (
    `${share}: ${best.agents} simulated agents (${best.atOnce.toFixed(0)} at once ≈ ` +
    `${Math.round(best.atOnce / THINK)} real) at ${best.rps.toFixed(0)} req/s, p99 ` +
    `${best.p99.toFixed(0)} ms, no errors (${bound}); CPU ${best.cpu.toFixed(2)} ms/request = ` +
    `${best.timesHealth.toFixed(1)}× health, ${best.statements.toFixed(1)} statements/request; ` +
    `${PEAK_RPS} req/s needs ${Math.ceil(PEAK_RPS / best.rps)} such machines`
  );
}

/**
 * The floor under the morning (floor.ts), driven with the knee step's mix of kinds: what the app's
 * morning costs over it, and each one's ceiling on two cores with nothing else on them.
 */
async function floorLine(target: MeasuredServer, kinds: Row[], knee: StepResult, health: number) {
  const seconds = Number(args['kind-seconds']);
  const floor = await measureFloor(target, kinds, knee.mix, { seconds, concurrency: 16 });
  console.log('\nthe floor: a minimal Fastify + pg server, same round trips, answers, compression');
  console.log(`  ${ROW_HEADER}`);
  console.log(`  ${rowLine(floor.health, health)}`);
  console.log(`  ${rowLine(floor.morning, health)}`);
  console.log(`  ${rowLine(floor.fresh, health)}`);
  const floorCpu = cpuPerRequest(floor.morning);
  const freshFloor = cpuPerRequest(floor.fresh);
  const freshRow = kinds.find((r) => r.name === 'fresh batch');
  const freshApp = freshRow ? cpuPerRequest(freshRow) : 0;
  // The app's kinds alone, weighted by the mix: the same closed loop as the floor's.
  let weighted = 0;
  let count = 0;
  for (const [kind, n] of knee.mix) {
    const row = kinds.find((r) => r.name === rowOf(kind));
    if (row) [weighted, count] = [weighted + n * cpuPerRequest(row), count + n];
  }
  const app = weighted / Math.max(1, count);
  const cores = os.cpus().length;
  const ceiling = (cpu: number) => Math.round((cores * 1000) / cpu);
  return (
    `the floor's morning: ${floorCpu.toFixed(2)} ms/request = ${(floorCpu / health).toFixed(1)}× ` +
    `the app's health (its own health ${cpuPerRequest(floor.health).toFixed(2)} ms); the app's ` +
    `kinds in the same mix ${app.toFixed(2)} ms = ${(app / floorCpu).toFixed(2)}× the floor ` +
    `(reaching ${((100 * floorCpu) / app).toFixed(0)} % of it), its morning at the knee ` +
    `${knee.cpu.toFixed(2)} ms; CPU-bound ceilings on ${cores} cores with nothing else on them: ` +
    `the app ${ceiling(app)} req/s, the floor ${ceiling(floorCpu)} req/s (${PEAK_RPS} req/s ` +
    `needs ≤ ${((cores * 1000) / PEAK_RPS).toFixed(2)} ms/request); the fresh batch alone: ` +
    `the floor's ${freshFloor.toFixed(2)} ms = ${(freshFloor / health).toFixed(1)}× health (its ` +
    `round trips and compression), the app's ${freshApp.toFixed(2)} ms = ` +
    `${(freshApp / health).toFixed(1)}×, its delivery's own work ${(freshApp - freshFloor).toFixed(2)} ms`
  );
}

const target = await startMeasuredServer('day');
try {
  console.log(`${os.cpus().length} cores, load average before (1, 5, 15 min): ${loadAverage()}`);
  console.log(
    `think 2–8 s × ${THINK}; steps ${STEPS.join(', ')} agents; p99 limit ${P99_LIMIT_MS} ms ` +
      '(over every request but the sign-in)',
  );
  const kindAgents = await prepareAgents(target, Number(args['kind-agents']), 0);
  const kinds = await measureKinds(
    target,
    kindAgents.map((agent) => ({ ...agent, targetArea: '' })),
    { seconds: Number(args['kind-seconds']), concurrency: 16, signIns: 20, plan: 'premium' },
  );
  const healthCpu = cpuPerRequest(kinds[0] as Row);
  const signInCpu = cpuPerRequest(kinds.find((r) => r.name === 'sign-in') as Row);
  printKinds(kinds, healthCpu);
  const lines: string[] = [];
  let knee: StepResult | undefined;
  for (const share of SIGN_IN_SHARES) {
    const results = await series(target, share, healthCpu, signInCpu);
    lines.push(capacity(results, share));
    if (share === 0) knee = carried(results).at(-1);
  }
  if (knee) lines.push(await floorLine(target, kinds, knee, healthCpu));
  const kindCpu = (name: string) => {
    const row = kinds.find((r) => r.name === name);
    return row ? `${name} ${(cpuPerRequest(row) / healthCpu).toFixed(1)}×` : '';
  };
  console.log(`\n--- summary (bench:day, ${new Date().toISOString().slice(0, 16)} UTC) ---`);
  console.log(
    `health: ${healthCpu.toFixed(2)} ms of server + PostgreSQL CPU per request; alone, per kind: ` +
      ['can-generate', 'fresh batch', 'today', 'swipe', 'saved', 'dashboard (first)', 'record']
        .map(kindCpu)
        .join(', '),
  );
  for (const line of lines) console.log(line);
  console.log(`load average after (1, 5, 15 min): ${loadAverage()}`);
} finally {
  closeClient();
  await target.stop();
}
