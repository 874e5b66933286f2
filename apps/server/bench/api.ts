/**
 * `npm run bench`: API latency and throughput at 50 concurrent connections against the built
 * server (its own process, its own embedded PostgreSQL). Signed-in load comes from 50 agents at
 * once, as in real use (50 browsers hammering one row would measure a row lock, not the API).
 * Every setup answer is checked (bench/setup.ts): a failed setup stops the bench, it never
 * measures empty lists. Each of the 50 agents targets its own Miami zip (96 of them, 300 sample
 * properties each), so each really gets its batch today; the record row's extra agents share them.
 * Every row first runs unmeasured for a second (a use-once row: one target per agent). Budget
 * (DESIGN.md): p99 under 50 ms; throughput is reported as a ratio of the same server's /api/health
 * in the same run. Errors are non-2xx answers and failed connections. It reports; it does not fail
 * on the budget.
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
 * Agents whose follow-up contacts the record row uses up, each recorded once: 50 agents have ~300,
 * a burst too short to measure; these give it seconds of load.
 */
const RECORDING_AGENTS = 200;
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
  /** Writes that use up their targets: the first of each agent warms up, the rest are measured. */
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
 * One autocannon instance sending `requests` in turn, for `seconds` or, without, each once; its
 * headers per instance keep autocannon's fast path (setRequest per client halves it). Every
 * response time goes into `times`, so percentiles are over all instances' requests.
 */
function cannon(
  url: string,
  scenario: Scenario,
  agent: PreparedAgent,
  {
    requests,
    connections,
    seconds,
  }: { requests: BenchRequest[]; connections: number; seconds?: number },
  times: number[],
) {
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
        ...(seconds === undefined ? { amount: requests.length } : { duration: seconds }),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
    });
  });
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

interface Load {
  agent: PreparedAgent;
  requests: BenchRequest[];
  connections: number;
  seconds?: number;
}

/**
 * The loads of one row. Signed-in rows run AGENTS_AT_ONCE instances side by side, each its own
 * agent; unsigned ones one instance. A use-once row gives each agent one connection, sending its
 * targets once: the first of each in the warm-up, the rest measured.
 */
function loadsOf(
  scenario: Scenario,
  agents: PreparedAgent[],
  phase: 'warm-up' | 'measure',
): Load[] {
  if (scenario.useOnce) {
    return agents.flatMap((agent) => {
      const all = scenario.requests(agent);
      const requests = phase === 'warm-up' ? all.slice(0, 1) : all.slice(1);
      return requests.length > 0 ? [{ agent, requests, connections: 1 }] : [];
    });
  }
  const seconds = phase === 'warm-up' ? WARM_UP_S : DURATION_S;
  const busy =
    scenario.signedIn || scenario.perAgent ? agents.slice(0, AGENTS_AT_ONCE) : agents.slice(0, 1);
  const connections = CONNECTIONS / busy.length;
  return busy.map((agent) => ({ agent, requests: scenario.requests(agent), connections, seconds }));
}

/**
 * Runs the loads CONNECTIONS connections at a time (a use-once row has more agents than that: the
 * next starts as one finishes). Throughput is the sum over the run's own time; p50 and p99 are
 * over every request.
 */
async function run(
  url: string,
  scenario: Scenario,
  agents: PreparedAgent[],
  phase: 'warm-up' | 'measure' = 'measure',
) {
  const times: number[] = [];
  const queue = loadsOf(scenario, agents, phase);
  const slots = Math.max(1, Math.min(queue.length, CONNECTIONS / (queue[0]?.connections ?? 1)));
  let errors = 0;
  let total = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: slots }, async () => {
      for (let load = queue.shift(); load; load = queue.shift()) {
        const result = await cannon(url, scenario, load.agent, load, times);
        errors += result.errors + result.non2xx;
        total += result.requests.total;
        if (phase === 'measure') scenario.done?.(load.agent, result['2xx']);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = times.sort((a, b) => a - b);
  return {
    rps: times.length / seconds,
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
