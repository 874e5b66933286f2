/**
 * `npm run bench`: API latency and throughput at 50 concurrent connections against the built
 * server (its own process, its own embedded PostgreSQL). Each connection is a different signed-in
 * agent, as in real use (50 browsers hammering one row would measure a row lock, not the API).
 * Budget (DESIGN.md): p99 under 50 ms; throughput is reported as a ratio of the same server's
 * /api/health. It reports; it does not fail. Later features add their core reads and writes.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBuiltServer } from '../test/built-server';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

interface SignedInAgent {
  id: string;
  cookie: string;
}

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
];

/** An agent registered through the API like a person would; its cookie signs the requests. */
async function registerAgent(url: string, n: number): Promise<SignedInAgent> {
  const res = await fetch(`${url}/api/complete-signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Bench Agent ${n}`,
      email: `bench-${n}-${Date.now()}@example.test`,
      phone: '3055550123',
      password: 'Porchlight1!',
      targetArea: 'Miami, FL',
      minValue: '100000',
      maxValue: '1000000',
      minBedrooms: '2',
      sellerType: 'high-equity',
      termsAccepted: true,
      subscriptionPlan: 'premium',
    }),
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const agent = (await res.json()) as { id: string };
  return { id: agent.id, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
}

function run(url: string, scenario: Scenario, agents: SignedInAgent[]) {
  let next = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    setupClient: (client) => {
      const agent = agents[next++ % agents.length] as SignedInAgent;
      const body = scenario.body?.(agent);
      client.setRequest({
        method: scenario.method,
        path: scenario.path(agent),
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(scenario.signedIn ? { cookie: agent.cookie } : {}),
        },
        body,
      });
    },
  });
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'porchlight-bench-'));
await fs.chmod(dataDir, 0o755);
const server = await startBuiltServer({ DATA_DIR: dataDir, NODE_ENV: 'production' });
try {
  const agents = await Promise.all(
    Array.from({ length: CONNECTIONS }, (_, n) => registerAgent(server.url, n)),
  );
  await run(server.url, scenarios[0] as Scenario, agents); // warm-up
  let healthRps = 0;
  console.log(`${CONNECTIONS} connections, ${DURATION_S} s each, ${os.cpus().length} cores\n`);
  console.log('scenario                         req/s   ratio   p50 ms  p99 ms  errors');
  for (const scenario of scenarios) {
    const result = await run(server.url, scenario, agents);
    const rps = result.requests.average;
    if (scenario === scenarios[0]) healthRps = rps;
    const errors = result.errors + result.non2xx;
    console.log(
      `${scenario.name.padEnd(32)} ${rps.toFixed(0).padStart(6)}  ${(rps / healthRps).toFixed(2).padStart(5)}  ` +
        `${result.latency.p50.toFixed(1).padStart(7)} ${result.latency.p99.toFixed(1).padStart(7)}  ${errors}`,
    );
  }
} finally {
  await server.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
