/**
 * `npm run bench:day`: capacity. N simulated agents each replay a morning (bench/morning.ts)
 * against the built server (its own process, its own embedded PostgreSQL), N stepped up until the
 * p99 passes 100 ms; it reports the most agents one machine carries and the request rate that is.
 *
 * Model: an agent thinks 2–8 s (5 s on average) before each of ~16.5 requests, about 0.2 req/s
 * during an ~80 s morning; the morning peak of 100,000 agents is ≈ 850 req/s (issue 13), some
 * 4,250 agents in their morning at once. Think times (and the arrival spread, one morning long)
 * are scaled by `--think` (BENCH_THINK, default 0.05) so a run stays short: a simulated agent then
 * stands for 1/think real ones; the request rate is measured. `--sign-in` (BENCH_SIGN_IN, default
 * "1,0": one series each) is the share of mornings that start with a sign-in rather than a kept
 * 30-day session; the sign-in's scrypt (~150 ms by design) is outside the 100 ms rule, reported
 * apart. Each agent has its own zip (Miami, then other cities), signed up and its area generated
 * before its step, so each really gets its batch; each step has new agents (a batch is once a
 * day). Every answer is checked: failed setup stops the run; a failed morning step is an error,
 * and a step with errors does not count as carried.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Agent, LeadCount, PLANS } from '@porchlight/contracts';
import zipcodes from 'zipcodes';
import { startBuiltServer } from '../test/built-server';
import { expectAnswer, expectThat, registerBenchAgent } from './bench-agents';
import { type DayLog, type MorningAgent, newDayLog, runMorning, STEP_KINDS } from './morning';

const { values: args } = parseArgs({
  options: {
    think: { type: 'string', default: process.env.BENCH_THINK ?? '0.05' },
    steps: { type: 'string', default: process.env.BENCH_STEPS ?? '10,25,50,100,200' },
    'sign-in': { type: 'string', default: process.env.BENCH_SIGN_IN ?? '1,0' },
  },
});
const THINK = Number(args.think);
/** Shares of mornings that start with a sign-in (the others still hold a 30-day session). */
const SIGN_IN_SHARES = args['sign-in'].split(',').map(Number);
const STEPS = args.steps.split(',').map(Number);
const P99_LIMIT_MS = 100;
const PEAK_RPS = 850;
const CITIES = [
  ['Miami', 'FL'],
  ['Houston', 'TX'],
  ['Chicago', 'IL'],
  ['Dallas', 'TX'],
  ['Atlanta', 'GA'],
  ['Phoenix', 'AZ'],
  ['San Antonio', 'TX'],
  ['Las Vegas', 'NV'],
] as const;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Agents signed up in their own zips, their areas generated, their sign-in address set. */
async function prepareAgents(
  url: string,
  zips: string[],
  first: number,
  signInShare: number,
): Promise<MorningAgent[]> {
  return Promise.all(
    zips.map(async (zip, i) => {
      const n = first + i;
      const { id, cookie } = await registerBenchAgent(url, n, { targetArea: zip });
      const read = (path: string) => fetch(`${url}${path}`, { headers: { cookie } });
      const agent = await expectAnswer('agent', await read(`/api/agents/${id}`), 200, Agent);
      const available = await expectAnswer(
        `count in ${zip}`,
        await read(`/api/leads/available-count/${id}`),
        200,
        LeadCount,
      );
      const quota = PLANS.premium.dailyLeads;
      expectThat(available.remaining >= quota, `${zip} has ${available.remaining} leads`);
      const ip = `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`;
      return { id, email: agent.email, ip, cookie: Math.random() < signInShare ? '' : cookie };
    }),
  );
}

interface StepResult {
  agents: number;
  /** Agents in their morning at any moment, on average (each stands for 1/think real ones). */
  atOnce: number;
  rps: number;
  p99: number;
  errors: number;
}

const fmt = (ms: number) => ms.toFixed(1).padStart(7);

function report(agents: number, log: DayLog, seconds: number): StepResult {
  const all = [...log.latencies.values()].flat().sort((a, b) => a - b);
  const api = [...log.latencies.entries()]
    .flatMap(([kind, samples]) => (kind === 'sign-in' ? [] : samples))
    .sort((a, b) => a - b);
  const errors = [...log.errors.values()].reduce((sum, n) => sum + n, 0);
  const rps = all.length / seconds;
  const load = os.loadavg()[0]?.toFixed(2);
  const atOnce = log.activeMs / 1000 / seconds;
  console.log(
    `\n${agents} agents, ${atOnce.toFixed(0)} at once (≈ ${Math.round(atOnce / THINK)} real): ` +
      `${all.length} requests in ${seconds.toFixed(1)} s = ${rps.toFixed(0)} req/s, ` +
      `${errors} errors, load ${load}`,
  );
  console.log('  step                 n   p50 ms  p99 ms  errors');
  const row = (name: string, sorted: number[], errs: number | string) =>
    console.log(
      `  ${name.padEnd(16)} ${String(sorted.length).padStart(5)} ${fmt(percentile(sorted, 50))} ${fmt(percentile(sorted, 99))}  ${String(errs).padStart(6)}`,
    );
  row('all', all, errors);
  row('all but sign-in', api, '');
  for (const kind of STEP_KINDS) {
    const sorted = [...(log.latencies.get(kind) ?? [])].sort((a, b) => a - b);
    row(kind, sorted, log.errors.get(kind) ?? 0);
  }
  for (const failure of log.failures) console.log(`  error: ${failure}`);
  return { agents, atOnce, rps, p99: percentile(api, 99), errors };
}

const zips = CITIES.flatMap(([city, state]) =>
  zipcodes.lookupByName(city, state).map((place) => place.zip),
);
const needed = STEPS.reduce((sum, n) => sum + n, 0) * SIGN_IN_SHARES.length;
if (zips.length < needed) throw new Error(`${needed} agents but only ${zips.length} zips`);
let zipsUsed = 0;

/** Steps up the agents until one fails the p99 rule or has errors. */
async function series(url: string, signInShare: number): Promise<StepResult[]> {
  console.log(`\n=== mornings starting with a sign-in: ${signInShare * 100} %`);
  const results: StepResult[] = [];
  for (const agents of STEPS) {
    const chosen = zips.slice(zipsUsed, zipsUsed + agents);
    const prepared = await prepareAgents(url, chosen, zipsUsed, signInShare);
    zipsUsed += agents;
    const log = newDayLog();
    const started = performance.now();
    await Promise.all(prepared.map((agent) => runMorning(url, agent, THINK, log)));
    const result = report(agents, log, (performance.now() - started) / 1000);
    results.push(result);
    if (result.p99 >= P99_LIMIT_MS || result.errors > 0) break;
  }
  return results;
}

function capacity(results: StepResult[], signInShare: number): string {
  const passed = results.filter((r) => r.p99 < P99_LIMIT_MS && r.errors === 0);
  const best = passed.at(-1);
  const next = results[passed.length];
  const share = `${signInShare * 100} % signing in`;
  if (!best) return `${share}: no step kept p99 < ${P99_LIMIT_MS} ms with no errors`;
  const bound = next ? `the ${next.agents}-agent step did not` : 'the largest step; more may fit';
  return (
    `${share}: ${best.agents} simulated agents (${best.atOnce.toFixed(0)} at once ≈ ` +
    `${Math.round(best.atOnce / THINK)} real) at ${best.rps.toFixed(0)} req/s, p99 < ` +
    `${P99_LIMIT_MS} ms, no errors (${bound}); ${PEAK_RPS} req/s needs ` +
    `${Math.ceil(PEAK_RPS / best.rps)} such machines`
  );
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'porchlight-bench-day-'));
await fs.chmod(dataDir, 0o755);
const server = await startBuiltServer({
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  TRUST_PROXY: 'true',
});
try {
  const load = os.loadavg().map((n) => n.toFixed(2));
  console.log(`${os.cpus().length} cores, load average before (1, 5, 15 min): ${load.join(', ')}`);
  console.log(
    `think 2–8 s × ${THINK}; steps ${STEPS.join(', ')} agents; p99 limit ${P99_LIMIT_MS} ms ` +
      '(over every request but the sign-in)',
  );
  const lines: string[] = [];
  for (const share of SIGN_IN_SHARES) lines.push(capacity(await series(server.url, share), share));
  console.log(`\ncapacity of this machine (the most agents with p99 < ${P99_LIMIT_MS} ms):`);
  for (const line of lines) console.log(`  ${line}`);
  const after = os.loadavg().map((n) => n.toFixed(2));
  console.log(`load average after (1, 5, 15 min): ${after.join(', ')}`);
} finally {
  await server.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
