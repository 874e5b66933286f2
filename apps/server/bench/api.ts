/**
 * `npm run bench`: API latency and throughput at 50 concurrent connections against the built
 * server (its own process, its own embedded PostgreSQL). Budget (DESIGN.md): p99 under 50 ms;
 * throughput is reported as a ratio of the same server's /api/health. It reports; it does not fail.
 * Later features add their core reads and writes to `scenarios`.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBuiltServer } from '../test/built-server';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

const scenarios: Scenario[] = [
  { name: 'health (database round trip)', method: 'GET', path: '/api/health' },
  { name: 'version', method: 'GET', path: '/api/version' },
];

function run(url: string, scenario: Scenario) {
  return autocannon({
    url: `${url}${scenario.path}`,
    method: scenario.method,
    body: scenario.body,
    headers: scenario.body ? { 'content-type': 'application/json' } : {},
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'porchlight-bench-'));
await fs.chmod(dataDir, 0o755);
const server = await startBuiltServer({ DATA_DIR: dataDir, NODE_ENV: 'production' });
try {
  await run(server.url, { ...scenarios[0], name: 'warm-up' } as Scenario);
  let healthRps = 0;
  console.log(`${CONNECTIONS} connections, ${DURATION_S} s each, ${os.cpus().length} cores\n`);
  console.log('scenario                         req/s   ratio   p50 ms  p99 ms  errors');
  for (const scenario of scenarios) {
    const result = await run(server.url, scenario);
    const rps = result.requests.average;
    if (scenario.path === '/api/health') healthRps = rps;
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
