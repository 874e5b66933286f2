/**
 * `npm run bench`: API latency and throughput at 50 concurrent connections against the built
 * server (its own process, its own embedded PostgreSQL). Signed-in load comes from 50 agents at
 * once, as in real use (50 browsers hammering one row would measure a row lock, not the API).
 * Budget (DESIGN.md): p99 under 50 ms; throughput is reported as a ratio of the same server's
 * /api/health. It reports; it does not fail. Later features add their core reads and writes.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBuiltServer } from '../test/built-server';
import { registerBenchAgent, type SignedInAgent } from './bench-agents';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const AGENTS_AT_ONCE = 50;

interface Scenario {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  /** The path and body for one agent; scenarios without an agent are public. */
  path: (agent: SignedInAgent) => string;
  body?: (agent: SignedInAgent) => string;
  signedIn: boolean;
}

const scenarios: Scenario[] = [
  {
    name: 'health (database round trip)',
    method: 'GET',
    path: () => '/api/health',
    signedIn: false,
  },
  { name: 'version', method: 'GET', path: () => '/api/version', signedIn: false },
  {
    name: 'read the agent (session)',
    method: 'GET',
    path: (a) => `/api/agents/${a.id}`,
    signedIn: true,
  },
  {
    name: 'save mailer settings (write)',
    method: 'PUT',
    path: (a) => `/api/agents/${a.id}/mailer-settings`,
    body: () => JSON.stringify({ returnAddress: '100 Main St, Miami, FL 33131' }),
    signedIn: true,
  },
  {
    name: 'saved leads (10 each)',
    method: 'GET',
    path: (a) => `/api/saved/${a.id}`,
    signedIn: true,
  },
  {
    name: 'follow-up dashboard (10 leads)',
    method: 'GET',
    path: (a) => `/api/activities/dashboard/${a.id}`,
    signedIn: true,
  },
  {
    name: 'activity summary (today)',
    method: 'GET',
    path: (a) => `/api/activities/summary/${a.id}`,
    signedIn: true,
  },
];

/** Each agent takes today's leads and saves them all, so the lists and the follow-up have work. */
async function saveTodaysLeads(url: string, agent: SignedInAgent) {
  const headers = { cookie: agent.cookie, 'content-type': 'application/json' };
  await fetch(`${url}/api/leads/fresh/${agent.id}`, {
    method: 'POST',
    headers: { cookie: agent.cookie },
  });
  const today = (await (
    await fetch(`${url}/api/leads/today/${agent.id}`, { headers })
  ).json()) as Array<{ id: string }>;
  for (const lead of today) {
    await fetch(`${url}/api/swipe`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ agentId: agent.id, leadId: lead.id, action: 'save' }),
    });
  }
}

/** One autocannon instance; per-instance headers keep its fast path (setRequest per client halves it). */
function cannon(url: string, scenario: Scenario, agent: SignedInAgent, connections: number) {
  const body = scenario.body?.(agent);
  return autocannon({
    url: `${url}${scenario.path(agent)}`,
    method: scenario.method,
    body,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(scenario.signedIn ? { cookie: agent.cookie } : {}),
    },
    connections,
    duration: DURATION_S,
  });
}

/**
 * Signed-in scenarios run as AGENTS_AT_ONCE instances side by side, each its own agent: throughput
 * is their sum, p99 the worst instance's (an upper bound), p50 the middle instance's.
 */
async function run(url: string, scenario: Scenario, agents: SignedInAgent[]) {
  const first = agents[0] as SignedInAgent;
  if (!scenario.signedIn) {
    const result = await cannon(url, scenario, first, CONNECTIONS);
    return {
      rps: result.requests.average,
      ...result.latency,
      errors: result.errors + result.non2xx,
    };
  }
  const perAgent = CONNECTIONS / AGENTS_AT_ONCE;
  const results = await Promise.all(
    agents.slice(0, AGENTS_AT_ONCE).map((agent) => cannon(url, scenario, agent, perAgent)),
  );
  const p50s = results.map((r) => r.latency.p50).sort((a, b) => a - b);
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    p50: p50s[Math.floor(p50s.length / 2)] ?? 0,
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  };
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'porchlight-bench-'));
await fs.chmod(dataDir, 0o755);
const server = await startBuiltServer({ DATA_DIR: dataDir, NODE_ENV: 'production' });
try {
  const agents = await Promise.all(
    Array.from({ length: AGENTS_AT_ONCE }, (_, n) => registerBenchAgent(server.url, n)),
  );
  for (const agent of agents) await saveTodaysLeads(server.url, agent);
  await run(server.url, scenarios[0] as Scenario, agents); // warm-up
  let healthRps = 0;
  console.log(`${CONNECTIONS} connections, ${DURATION_S} s each, ${os.cpus().length} cores\n`);
  console.log('scenario                         req/s   ratio   p50 ms  p99 ms  errors');
  for (const scenario of scenarios) {
    const { rps, p50, p99, errors } = await run(server.url, scenario, agents);
    if (scenario === scenarios[0]) healthRps = rps;
    console.log(
      `${scenario.name.padEnd(32)} ${rps.toFixed(0).padStart(6)}  ${(rps / healthRps).toFixed(2).padStart(5)}  ` +
        `${p50.toFixed(1).padStart(7)} ${p99.toFixed(1).padStart(7)}  ${errors}`,
    );
  }
} finally {
  await server.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
