/**
 * `npm run bench:rush`: the 8 a.m. rush against the built server (its own process, its own
 * embedded PostgreSQL), measured from outside it (measured-server.ts):
 *
 * 1. One city at once: 100 agents of "Miami, FL" press Get Today's Leads at the same moment
 *    (their sockets already open, as a loaded page's are). Bound: p95 < 500 ms, every batch full.
 * 2. 1,000 agents in 100 zips (10 a zip), arriving spread over 10 s: each gets its fresh batch and
 *    reads it. Bound: p99 < 1 s, every one served (full where the zip's supply allows, checked
 *    before).
 * 3. Sign-ins beside swipes: kept-session agents swipe at a steady rate, first alone, then while
 *    other agents sign in 20 times a second; swipes' p99 in both.
 * 4. With `--delivered 1000000` (`--parts none` for this part alone): fresh batches and uncached counts before and after that many
 *    old leads of other agents are put in the leads table (one INSERT … SELECT), each window's
 *    costliest statements beside each other, so a statement that grows with the table shows.
 *
 * Agents are seeded through the registration's service code (seed-agents.ts; 1,000 sign-ups
 * through the route would spend minutes in scrypt), read back through the API, their areas
 * generated and counted before any window. Every batch is checked after its window: its count,
 * its cards (the contract's schema), no property in two agents' batches.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { PLANS, type SubscriptionPlan } from '@porchlight/contracts';
import { BENCH_PASSWORD, expectThat } from './bench-agents';
import { check, closeClient, expectJson, field, send } from './http';
import {
  closedLoop,
  cpuPerRequest,
  eachOnce,
  loadAverage,
  newTally,
  percentile,
  printFailures,
  ROW_HEADER,
  type Row,
  rowLine,
  type Tally,
  tallied,
} from './load';
import {
  costliestLines,
  type MeasuredServer,
  measured,
  startMeasuredServer,
  statementsBetween,
} from './measured-server';
import { checkBatches, describeBatches, type Outcome } from './rush-checks';
import { seedTable } from './rush-leads';
import { checkSeeded, type SeededAgent, seedAgents } from './seed-agents';
import { zipSupply } from './zips';

const { values: args } = parseArgs({
  options: {
    'city-agents': { type: 'string', default: '100' },
    zips: { type: 'string', default: '100' },
    'per-zip': { type: 'string', default: '10' },
    arrival: { type: 'string', default: '10' },
    plan: { type: 'string', default: 'premium' },
    'swipes-per-s': { type: 'string', default: '50' },
    'sign-ins-per-s': { type: 'string', default: '20' },
    'sign-in-seconds': { type: 'string', default: '8' },
    delivered: { type: 'string', default: '0' },
    /** Which parts run: city, zips, sign-ins (which swipes the zips' batches). */
    parts: { type: 'string', default: 'city,zips,sign-ins' },
  },
});
const PARTS = new Set(args.parts.split(','));
const PLAN = (args.plan === 'pro' ? 'pro' : 'premium') satisfies SubscriptionPlan;
const QUOTA = PLANS[PLAN].dailyLeads;
const CITY = 'Miami, FL';
const SIGN_IN_TIMEOUT_MS = 10_000;
const zips = zipSupply();
zips.skipCity('Miami', 'FL');

const sorted = (t: Tally) => [...t.latencies].sort((a, b) => a - b);
const ms = (n: number) => `${n.toFixed(0)} ms`;
function latencyLine(name: string, t: Tally) {
  const s = sorted(t);
  return (
    `${name}: n ${s.length}, p50 ${ms(percentile(s, 50))}, p95 ${ms(percentile(s, 95))}, ` +
    `p99 ${ms(percentile(s, 99))}, max ${ms(s.at(-1) ?? 0)}, errors ${t.errors}`
  );
}

/** Opens a kept-alive socket per agent, as the agents' loaded pages hold theirs. */
const openSockets = (target: MeasuredServer, n: number) =>
  eachOnce(Array.from({ length: n }), n, async () => {
    await send(target.url, 'GET', '/api/health');
  });

/** Presses Get Today's Leads: the fresh batch, checked full unless `full` is false. */
async function pressGetLeads(
  target: MeasuredServer,
  agent: SeededAgent,
  tally: Tally,
  full = true,
) {
  await tallied(tally, async () => {
    const answer = await send(target.url, 'POST', `/api/leads/fresh/${agent.id}`, {
      cookie: agent.cookie,
      ip: agent.ip,
    });
    const body = expectJson('fresh batch', answer);
    const delivered = field(body, 'totalDelivered');
    if (full) check(delivered === QUOTA, `got ${String(delivered)} of ${QUOTA} leads`);
    return answer.ms;
  });
}

async function seedChecked(target: MeasuredServer, areas: string[]) {
  const started = performance.now();
  const agents = await seedAgents(target, areas, { plan: PLAN });
  const seeded = performance.now();
  // One agent per area counts it (and so generates it); the others are read back only.
  const firsts = new Map<string, SeededAgent>();
  for (const agent of agents)
    if (!firsts.has(agent.targetArea)) firsts.set(agent.targetArea, agent);
  const counted = await checkSeeded(target.url, [...firsts.values()]);
  await checkSeeded(
    target.url,
    agents.filter((agent) => firsts.get(agent.targetArea) !== agent),
    { count: false },
  );
  const counts = new Map(
    agents.map((agent) => [agent.id, counted.get(firsts.get(agent.targetArea)?.id ?? '')]),
  );
  console.log(
    `  seeded ${agents.length} agents in ${((seeded - started) / 1000).toFixed(1)} s ` +
      `(createAccount + createSession, 8 at once), read back (each area counted once) in ` +
      `${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );
  return { agents, counts };
}

const outcomes: Outcome[] = [];

async function cityRush(target: MeasuredServer, healthCpu: number) {
  const n = Number(args['city-agents']);
  console.log(`\n=== 1. ${n} agents of "${CITY}" press Get Today's Leads at the same moment`);
  const { agents, counts } = await seedChecked(target, Array(n).fill(CITY));
  const supply = counts.get(agents[0]?.id ?? '')?.totalAvailable ?? 0;
  console.log(`  supply: ${supply} matching properties in ${CITY} for ${n * QUOTA} leads`);
  expectThat(supply >= n * QUOTA, `${CITY} has ${supply} properties for ${n * QUOTA} leads`);
  await openSockets(target, n);
  const tally = newTally();
  const before = await target.statementStats();
  const { spent } = await measured(target, () =>
    Promise.all(agents.map((agent) => pressGetLeads(target, agent, tally))),
  );
  const statements = statementsBetween(before, await target.statementStats());
  const row: Row = { name: 'city rush (fresh)', tally, spent };
  const checked = await checkBatches(target, agents, QUOTA);
  console.log(`  ${latencyLine('fresh batch', tally)}`);
  console.log(`  ${describeBatches(checked, QUOTA)}`);
  console.log(`  costliest statements:\n    ${costliestLines(statements, 4).join('\n    ')}`);
  console.log(`  ${ROW_HEADER}\n  ${rowLine(row, healthCpu)}`);
  printFailures(row);
  const p95 = percentile(sorted(tally), 95);
  outcomes.push({
    name: `${n} agents of ${CITY} at once`,
    p: `p50 ${ms(percentile(sorted(tally), 50))}, p95 ${ms(p95)}`,
    bound: 'p95 < 500 ms, all full',
    met: p95 < 500 && checked.full === n && checked.shared === 0 && tally.errors === 0,
    cpu: `${cpuPerRequest(row).toFixed(1)} ms CPU and ${(spent.statements / n).toFixed(1)} statements per delivery`,
  });
}

async function zipRush(target: MeasuredServer, healthCpu: number) {
  const zipCount = Number(args.zips);
  const perZip = Number(args['per-zip']);
  const arrival = Number(args.arrival);
  const n = zipCount * perZip;
  console.log(
    `\n=== 2. ${n} agents in ${zipCount} zips (${perZip} a zip) arrive within ${arrival} s`,
  );
  const areas = zips.take(zipCount).flatMap((zip) => Array(perZip).fill(zip));
  const { agents, counts } = await seedChecked(target, areas);
  // Supply first: a zip whose matching properties are fewer than its agents' quotas can't fill all.
  const short = new Set<string>();
  for (const agent of agents) {
    const total = counts.get(agent.id)?.totalAvailable ?? 0;
    if (total < perZip * QUOTA) short.add(agent.targetArea);
  }
  console.log(
    `  supply: ${zipCount - short.size} of ${zipCount} zips hold ${perZip * QUOTA}+ matching properties`,
  );
  await openSockets(target, Math.min(n, 200));
  const fresh = newTally();
  const today = newTally();
  const { spent } = await measured(target, () =>
    Promise.all(
      agents.map(async (agent) => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * arrival * 1000));
        await pressGetLeads(target, agent, fresh, !short.has(agent.targetArea));
        await tallied(today, async () => {
          const answer = await send(target.url, 'GET', `/api/leads/today/${agent.id}`, {
            cookie: agent.cookie,
            ip: agent.ip,
          });
          const cards = expectJson('today', answer);
          check(Array.isArray(cards) && cards.length > 0, "today's batch is empty");
          return answer.ms;
        });
      }),
    ),
  );
  const all: Tally = {
    latencies: [...fresh.latencies, ...today.latencies],
    errors: fresh.errors + today.errors,
    failures: new Set([...fresh.failures, ...today.failures]),
  };
  const row: Row = { name: 'zip rush (fresh+today)', tally: all, spent };
  const checked = await checkBatches(target, agents, QUOTA);
  console.log(`  ${latencyLine('fresh batch', fresh)}`);
  console.log(`  ${latencyLine("today's cards", today)}`);
  console.log(`  ${describeBatches(checked, QUOTA)}`);
  console.log(`  ${ROW_HEADER}\n  ${rowLine(row, healthCpu)}`);
  printFailures(row);
  const p99 = percentile(sorted(fresh), 99);
  const perAgent = (spent.serverMs + spent.postgresMs) / n;
  outcomes.push({
    name: `${n} agents in ${zipCount} zips within ${arrival} s`,
    p: `fresh p99 ${ms(p99)}, today p99 ${ms(percentile(sorted(today), 99))}`,
    bound: 'p99 < 1 s, all served',
    met:
      p99 < 1000 &&
      all.errors === 0 &&
      checked.shared === 0 &&
      checked.full >= n - short.size * perZip,
    cpu: `${perAgent.toFixed(1)} ms CPU and ${(spent.statements / n).toFixed(1)} statements per agent (fresh + today)`,
  });
  return agents;
}

/** Swipes at a steady rate over agents' batches, and (if asked) sign-ins at theirs, at once. */
async function signInsBesideSwipes(
  target: MeasuredServer,
  agents: SeededAgent[],
  healthCpu: number,
) {
  const swipeRate = Number(args['swipes-per-s']);
  const signInRate = Number(args['sign-ins-per-s']);
  const seconds = Number(args['sign-in-seconds']);
  console.log(
    `\n=== 3. swipes at ${swipeRate}/s by kept-session agents, alone, then beside ${signInRate} sign-ins/s (${seconds} s each)`,
  );
  // Each swiping agent's batch, read before the windows (its leads are what it swipes).
  const swipers = agents.slice(0, Math.ceil((2 * swipeRate * seconds) / QUOTA));
  const signers = agents.slice(swipers.length, swipers.length + signInRate * seconds);
  expectThat(signers.length === signInRate * seconds, `only ${signers.length} agents to sign in`);
  const swipes: { agent: SeededAgent; leadId: string; action: string }[] = [];
  await eachOnce(swipers, 16, async (agent) => {
    const answer = await send(target.url, 'GET', `/api/leads/today/${agent.id}`, {
      cookie: agent.cookie,
      ip: agent.ip,
    });
    const cards = expectJson('today', answer);
    expectThat(Array.isArray(cards), 'today is not a list');
    for (const [n, card] of (Array.isArray(cards) ? cards : []).entries()) {
      swipes.push({ agent, leadId: String(field(card, 'id')), action: n % 2 ? 'dismiss' : 'save' });
    }
  });
  // Spread over the agents, so no agent swipes twice at once.
  swipes.sort((a, b) => a.leadId.localeCompare(b.leadId));
  const half = Math.floor(swipes.length / 2);
  const at = (rate: number, count: number, work: (n: number) => Promise<void>) =>
    Promise.all(
      Array.from({ length: count }, async (_, n) => {
        await new Promise((resolve) => setTimeout(resolve, (n * 1000) / rate));
        await work(n);
      }),
    );
  const swipeAt = (from: number, tally: Tally) =>
    at(swipeRate, swipeRate * seconds, (n) =>
      tallied(tally, async () => {
        const swipe = swipes[from + n];
        check(swipe !== undefined, 'no lead left to swipe');
        const { agent, leadId, action } = swipe ?? { agent: agents[0], leadId: '', action: '' };
        const answer = await send(target.url, 'POST', '/api/swipe', {
          cookie: agent?.cookie,
          ip: agent?.ip,
          body: { agentId: agent?.id, leadId, action },
        });
        expectJson('swipe', answer);
        return answer.ms;
      }).then(() => {}),
    );
  await openSockets(target, 64);
  const alone = newTally();
  const first = await measured(target, () => swipeAt(0, alone));
  const beside = newTally();
  const signIns = newTally();
  const second = await measured(target, () =>
    Promise.all([
      swipeAt(half, beside),
      at(signInRate, signers.length, (n) =>
        tallied(signIns, async () => {
          const agent = signers[n];
          // A sign-in still waiting after this is an error: the step keeps its length bounded.
          const answer = await send(target.url, 'POST', '/api/authenticate', {
            ip: agent?.ip,
            body: { email: agent?.email, password: BENCH_PASSWORD },
            timeoutMs: SIGN_IN_TIMEOUT_MS,
          });
          check(field(expectJson('sign-in', answer), 'id') === agent?.id, 'signed in as another');
          return answer.ms;
        }).then(() => {}),
      ),
    ]),
  );
  console.log(`  ${latencyLine('swipes alone', alone)}`);
  console.log(`  ${latencyLine('swipes beside sign-ins', beside)}`);
  console.log(`  ${latencyLine('sign-ins', signIns)}`);
  const rows: Row[] = [
    { name: 'swipes alone', tally: alone, spent: first.spent },
    {
      name: 'swipes + sign-ins',
      tally: {
        latencies: [...beside.latencies, ...signIns.latencies],
        errors: beside.errors + signIns.errors,
        failures: new Set([...beside.failures, ...signIns.failures]),
      },
      spent: second.spent,
    },
  ];
  console.log(`  ${ROW_HEADER}`);
  for (const row of rows) console.log(`  ${rowLine(row, healthCpu)}`);
  for (const row of rows) printFailures(row);
  outcomes.push({
    name: `swipes (${swipeRate}/s) beside ${signInRate} sign-ins/s`,
    p: `swipe p99 ${ms(percentile(sorted(beside), 99))} (alone ${ms(percentile(sorted(alone), 99))}), sign-in p50 ${ms(percentile(sorted(signIns), 50))}`,
    bound: 'reported',
    met: beside.errors + signIns.errors + alone.errors === 0,
    cpu: `load ${loadAverage()}`,
  });
}

/** Health's CPU per request in this run: every "× health" is against it. */
async function healthCost(target: MeasuredServer) {
  const tally = newTally();
  const { spent } = await measured(target, () =>
    closedLoop(3, 16, () =>
      tallied(tally, async () => {
        const answer = await send(target.url, 'GET', '/api/health');
        expectJson('health', answer);
        return answer.ms;
      }).then(() => {}),
    ),
  );
  const row: Row = { name: 'health', tally, spent };
  console.log(`  ${ROW_HEADER}\n  ${rowLine(row, cpuPerRequest(row))}`);
  return cpuPerRequest(row);
}

const target = await startMeasuredServer('rush');
try {
  console.log(
    `${os.cpus().length} cores, load average before (1, 5, 15 min): ${loadAverage()}; ` +
      `plan ${PLAN} (${QUOTA} leads a day)`,
  );
  console.log('\n=== health, the yardstick of "× health"');
  const healthCpu = await healthCost(target);
  if (PARTS.has('city')) await cityRush(target, healthCpu);
  if (PARTS.has('zips')) {
    const zipAgents = await zipRush(target, healthCpu);
    if (PARTS.has('sign-ins')) await signInsBesideSwipes(target, zipAgents, healthCpu);
  }
  const delivered = Number(args.delivered);
  if (delivered > 0) {
    const lines = await seedTable(target, zips, delivered, healthCpu, PLAN);
    outcomes.push(...lines);
  }
  console.log(`\n--- summary (bench:rush, ${new Date().toISOString().slice(0, 16)} UTC) ---`);
  console.log(`health: ${healthCpu.toFixed(2)} ms of server + PostgreSQL CPU per request`);
  for (const o of outcomes) {
    console.log(`${o.met ? 'met ' : 'NOT '} ${o.name}: ${o.p} (${o.bound}); ${o.cpu}`);
  }
  console.log(`load average after (1, 5, 15 min): ${loadAverage()}`);
} finally {
  closeClient();
  await target.stop();
}
