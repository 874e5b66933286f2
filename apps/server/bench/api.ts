/**
 * `npm run bench`: API latency and throughput at 50 concurrent connections against the built server
 * (its own process, its own embedded PostgreSQL). Signed-in load comes from 50 agents at once, as
 * in real use (50 browsers hammering one row would measure a row lock, not the API). Every setup
 * answer is checked (bench/setup.ts): a failed setup stops the bench, it never measures empty
 * lists. Each of the 50 agents targets its own Miami zip (96 of them, 300 sample properties each),
 * so each really gets its batch today; the record row's extra agents share them. Every row first
 * runs unmeasured for a second (a use-once row: two targets per agent). Budget
 * (docs/performance.md "Performance"): p99 under 50 ms; throughput is reported as a ratio of the
 * same server's /api/health in the same run. Errors are non-2xx answers and failed connections. It
 * reports; it does not fail on the budget.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import zipcodes from 'zipcodes';
import { startBuiltServer } from '../test/built-server';
import { registerBenchAgent } from './bench-agents';
import { type PreparedAgent, prepareAgent } from './setup';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/** Each row first runs unmeasured this long: every pooled connection has prepared its statements. */
const WARM_UP_S = 1;
const AGENTS_AT_ONCE = 50;
/**
 * Agents whose day-1 contacts the record row uses up, each recorded once: 50 agents have about
 * 300, too few for a p99; 400 have about 2,400 (some 1,600 measured after the warm-up).
 */
const RECORDING_AGENTS = 400;
/** `BENCH_ONLY=swipe` runs health and the scenarios whose name matches (for profiling one route). */
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;

interface BenchRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: string;
}

interface Scenario {
  name: string;
  signedIn: boolean;
  /** Run as one client per agent, as signed-in rows are, though it needs no session. */
  perAgent?: boolean;
  /**
   * What one agent's connection sends, in turn (a write alternates its valid forms). A row that
   * uses up its targets (`useOnce`) sends each of these once.
   */
  requests: (agent: PreparedAgent) => BenchRequest[];
  /** Writes that use up their targets: two rounds of them warm up, the rest are measured. */
  useOnce?: true;
  /** Told how many of an agent's requests succeeded (the undo row undoes that many swipes). */
  done?: (agent: PreparedAgent, succeeded: number) => void;
}

const get = (path: string): BenchRequest[] => [{ method: 'GET', path }];
const post = (path: string, ...bodies: object[]): BenchRequest[] =>
  bodies.map((body) => ({ method: 'POST', path, body: JSON.stringify(body) }));
const swipesToUndo = new Map<string, number>();

const scenarios: Scenario[] = [
  { name: 'health (database round trip)', signedIn: false, requests: () => get('/api/health') },
  {
    // The same health check from 50 clients of one connection each, as every signed-in row is
    // sent: what the bench's own client costs in that shape, beside the row above.
    name: 'health, one client per agent',
    signedIn: false,
    perAgent: true,
    requests: () => get('/api/health'),
  },
  { name: 'version', signedIn: false, requests: () => get('/api/version') },
  { name: 'read the agent (session)', signedIn: true, requests: (a) => get(`/api/agents/${a.id}`) },
  {
    name: 'save mailer settings (write)',
    signedIn: true,
    requests: (a) => [
      {
        method: 'PUT',
        path: `/api/agents/${a.id}/mailer-settings`,
        body: JSON.stringify({ returnAddress: '100 Main St, Miami, FL 33131' }),
      },
    ],
  },
  {
    name: 'can-generate',
    signedIn: true,
    requests: (a) => get(`/api/leads/can-generate/${a.id}`),
  },
  { name: "today's batch (10)", signedIn: true, requests: (a) => get(`/api/leads/today/${a.id}`) },
  { name: 'saved leads (7)', signedIn: true, requests: (a) => get(`/api/saved/${a.id}`) },
  { name: 'dismissed leads (2)', signedIn: true, requests: (a) => get(`/api/dismissed/${a.id}`) },
  {
    name: 'follow-up dashboard (7)',
    signedIn: true,
    requests: (a) => get(`/api/activities/dashboard/${a.id}`),
  },
  {
    name: 'activity summary (today)',
    signedIn: true,
    requests: (a) => get(`/api/activities/summary/${a.id}`),
  },
  {
    // Save and dismiss in turn on the one lead kept new: every swipe is valid.
    name: 'swipe (write)',
    signedIn: true,
    requests: (a) =>
      post(
        '/api/swipe',
        { agentId: a.id, leadId: a.toggleLeadId, action: 'save' },
        { agentId: a.id, leadId: a.toggleLeadId, action: 'dismiss' },
      ),
    done: (a, succeeded) => swipesToUndo.set(a.id, succeeded),
  },
  {
    // As many undos as the swipe row made: each undoes one of them, newest first.
    name: 'undo swipe (write)',
    signedIn: true,
    requests: (a) =>
      Array.from({ length: swipesToUndo.get(a.id) ?? 0 }, () => ({
        method: 'POST' as const,
        path: '/api/swipe/undo',
        body: JSON.stringify({ agentId: a.id }),
      })),
    useOnce: true,
  },
  {
    // Each day-1 contact still pending, once: the last of a lead's completes its day.
    name: 'record activity (write)',
    signedIn: true,
    requests: (a) =>
      a.recordTargets.flatMap((target) =>
        post('/api/activities/record', { agentId: a.id, ...target }),
      ),
    useOnce: true,
  },
];

/**
 * One autocannon instance for one agent, sending `requests` in turn for `seconds`; its headers per
 * instance keep autocannon's fast path (setRequest per client halves it). Every response goes into
 * `responses`, so percentiles are over all instances' requests.
 */
function cannon(
  url: string,
  scenario: Scenario,
  agent: PreparedAgent,
  { connections, seconds }: { connections: number; seconds: number },
  responses: Responses,
) {
  const requests = scenario.requests(agent);
  const [only] = requests;
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}${only?.path ?? ''}`,
        method: only?.method,
        body: only?.body,
        ...(requests.length > 1 && { requests }),
        headers: {
          ...(only?.body ? { 'content-type': 'application/json' } : {}),
          ...(scenario.signedIn ? { cookie: agent.cookie } : {}),
        },
        connections,
        duration: seconds,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      note(responses, responseTime),
    );
  });
}

/** Rounds of a use-once row's targets (one per agent each) sent as its warm-up. */
const WARM_UP_ROUNDS = 2;

/**
 * A use-once row's targets, every agent's in turn (so the requests in flight are of different
 * agents, as in real use): its first rounds for the warm-up, the rest measured.
 */
function useOnceTargets(scenario: Scenario, agents: PreparedAgent[], phase: Phase) {
  const lists = agents.map((agent) =>
    scenario.requests(agent).map((request) => ({ agent, request })),
  );
  const rounds = Math.max(0, ...lists.map((list) => list.length));
  const [from, to] = phase === 'warm-up' ? [0, WARM_UP_ROUNDS] : [WARM_UP_ROUNDS, rounds];
  const targets = [];
  for (let round = from; round < to; round++) {
    for (const list of lists) {
      const target = list[round];
      if (target) targets.push(target);
    }
  }
  return targets;
}

/**
 * One instance of CONNECTIONS connections through a use-once row's targets, each sent once with
 * its agent's cookie: a steady load, where an instance per agent of a few requests would measure
 * the instances starting and stopping. Each connection prepares its next request after its last
 * one, so CONNECTIONS targets are kept back for those and never sent.
 */
function useOnceCannon(
  url: string,
  targets: { agent: PreparedAgent; request: BenchRequest }[],
  responses: Responses,
) {
  const queue = [...targets];
  const [first] = targets;
  const amount = targets.length - CONNECTIONS;
  if (!first || amount < CONNECTIONS) {
    // Undo undoes what the swipe row swiped: BENCH_ONLY must keep that row before it.
    throw new Error(
      `bench setup: only ${targets.length} requests to send once, too few to measure`,
    );
  }
  let missing = 0;
  return new Promise<autocannon.Result & { missing: number }>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        amount,
        requests: [
          {
            setupRequest: (request) => {
              const next = queue.shift();
              if (!next) missing++;
              const { agent, request: target } = next ?? first;
              return {
                ...request,
                ...target,
                headers: { 'content-type': 'application/json', cookie: agent.cookie },
              };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ ...result, missing })),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      note(responses, responseTime),
    );
  });
}

/** Every response time of a row, and when its first and last responses came. */
interface Responses {
  times: number[];
  first: number;
  last: number;
}

function note(responses: Responses, responseTime: number) {
  const now = performance.now();
  if (responses.times.length === 0) responses.first = now;
  responses.last = now;
  responses.times.push(responseTime);
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

type Phase = 'warm-up' | 'measure';

/**
 * Runs one row. Signed-in rows run AGENTS_AT_ONCE instances side by side, each its own agent;
 * unsigned ones one instance; a use-once row one instance through every agent's targets.
 * Throughput is from the row's first response to its last; p50 and p99 are over every request.
 */
async function run(
  url: string,
  scenario: Scenario,
  agents: PreparedAgent[],
  phase: Phase = 'measure',
) {
  const responses: Responses = { times: [], first: 0, last: 0 };
  let errors = 0;
  let total = 0;
  if (scenario.useOnce) {
    const result = await useOnceCannon(url, useOnceTargets(scenario, agents, phase), responses);
    // A target sent twice would be measured as something else: it counts as an error.
    errors = result.errors + result.non2xx + result.missing;
    total = result.requests.total;
  } else {
    const busy =
      scenario.signedIn || scenario.perAgent ? agents.slice(0, AGENTS_AT_ONCE) : agents.slice(0, 1);
    const load = {
      connections: CONNECTIONS / busy.length,
      seconds: phase === 'warm-up' ? WARM_UP_S : DURATION_S,
    };
    const results = await Promise.all(
      busy.map((agent) => cannon(url, scenario, agent, load, responses)),
    );
    for (const [n, agent] of busy.entries()) {
      if (phase === 'measure') scenario.done?.(agent, results[n]?.['2xx'] ?? 0);
    }
    errors = results.reduce((sum, r) => sum + r.errors + r.non2xx, 0);
    total = results.reduce((sum, r) => sum + r.requests.total, 0);
  }
  // From the first response to the last: a short row is not charged for its client starting and
  // stopping (a use-once row's instance takes about a second to, whatever it sends).
  const seconds = (responses.last - responses.first) / 1000;
  const sorted = responses.times.sort((a, b) => a - b);
  return {
    rps: seconds > 0 ? (sorted.length - 1) / seconds : 0,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors,
    total,
  };
}

/** One zip of Miami per agent: in one area they would compete for the same properties. */
function benchZips(): string[] {
  const zips = zipcodes.lookupByName('Miami', 'FL').map((place) => place.zip);
  if (zips.length < AGENTS_AT_ONCE) throw new Error(`only ${zips.length} Miami zips`);
  return zips.sort().slice(0, AGENTS_AT_ONCE);
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'porchlight-bench-'));
await fs.chmod(dataDir, 0o755);
const server = await startBuiltServer({ DATA_DIR: dataDir, NODE_ENV: 'production' });
try {
  const zips = benchZips();
  const signedUp = await Promise.all(
    Array.from({ length: RECORDING_AGENTS }, (_, n) =>
      registerBenchAgent(server.url, n, { targetArea: zips[n % zips.length] ?? '' }),
    ),
  );
  const agents: PreparedAgent[] = [];
  for (const agent of signedUp) agents.push(await prepareAgent(server.url, agent));
  const targets = agents.reduce((sum, a) => sum + a.recordTargets.length, 0);
  if (targets === 0) throw new Error('bench setup: no follow-up contact to record');
  let healthRps = 0;
  console.log(`${CONNECTIONS} connections, ${DURATION_S} s each, ${os.cpus().length} cores`);
  console.log(
    `${AGENTS_AT_ONCE} agents, one Miami zip each (${agents.length} for the record row: ${targets} contacts)\n`,
  );
  console.log('scenario                         req/s   ratio   p50 ms  p99 ms  errors  requests');
  for (const scenario of scenarios) {
    if (scenario !== scenarios[0] && only && !only.test(scenario.name)) continue;
    await run(server.url, scenario, agents, 'warm-up');
    const { rps, p50, p99, errors, total } = await run(server.url, scenario, agents);
    if (scenario === scenarios[0]) healthRps = rps;
    console.log(
      `${scenario.name.padEnd(32)} ${rps.toFixed(0).padStart(6)}  ${(rps / healthRps).toFixed(2).padStart(5)}  ` +
        `${p50.toFixed(1).padStart(7)} ${p99.toFixed(1).padStart(7)}  ${String(errors).padStart(6)}  ${total}`,
    );
  }
  const load = os.loadavg().map((n) => n.toFixed(2));
  console.log(`\nload average (1, 5, 15 min): ${load.join(', ')}`);
} finally {
  await server.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
