/**
 * The import bench's burst (docs/performance.md "Imports never freeze the server"): four agents
 * upload a 4 MB file at once while health is asked, one request after another, as a monitor
 * would; health's p50 and p99 alone and during the uploads, in the same run. The files are built
 * before the clock starts, so the bench's own work does not wait beside the server's.
 */
import { LeadImportPreview } from '@porchlight/contracts';
import { expectAnswer } from './bench-agents';
import type { MeasuredServer } from './measured-server';
import type { SeededAgent } from './seed-agents';

export const HEALTH_P99_LIMIT_MS = 100;
const FILE_BYTES = 4 * 1024 * 1024;
/** 180 characters: a long cell, under the 200 a cell may hold. */
const NOTE = 'Seller asked to be called back after the closing of their other property; '
  .repeat(3)
  .slice(0, 180);

/** A PropStream-shaped file of about 4 MB: 10,000 rows at most, two long note columns each. */
function fourMegabytes(agent: number): string {
  const lines = ['Address,City,State,Zip,Owner Name,Phone 1,Notes,Comments'];
  let bytes = lines[0]?.length ?? 0;
  for (let n = 0; bytes < FILE_BYTES; n++) {
    const line = `${100 + n} Agent${agent} Ave,Miami Beach,FL,33140,Ana Owner${n},305${String(2_000_000 + n).padStart(7, '0')},${NOTE},${NOTE}`;
    lines.push(line);
    bytes += line.length + 2;
  }
  return lines.join('\r\n');
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** Health asked one request after another until `until` settles (or `count` answers): ms each. */
async function healthTimes(url: string, until: { done: boolean } | number): Promise<number[]> {
  const times: number[] = [];
  while (typeof until === 'number' ? times.length < until : !until.done) {
    const started = performance.now();
    await (await fetch(`${url}/api/health`)).text();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const summary = (times: number[]) =>
  `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(0)} ms (${times.length} requests)`;

/** Runs the burst and prints health alone and during it; answers whether p99 stayed under the limit. */
export async function uploadBurst(target: MeasuredServer, agents: SeededAgent[]): Promise<boolean> {
  const bodies = agents.map((_, i) =>
    JSON.stringify({
      fileName: 'propstream-4mb.csv',
      content: Buffer.from(fourMegabytes(i)).toString('base64'),
    }),
  );
  const alone = await healthTimes(target.url, 300);
  const uploads = { done: false };
  const started = performance.now();
  const during = healthTimes(target.url, uploads);
  const previews = await Promise.all(
    agents.map(async (agent, i) => {
      const res = await fetch(`${target.url}/api/lead-imports/${agent.id}`, {
        method: 'POST',
        headers: { cookie: agent.cookie, 'content-type': 'application/json' },
        body: bodies[i] ?? '',
      });
      return expectAnswer('a 4 MB upload', res, 201, LeadImportPreview);
    }),
  ).finally(() => {
    uploads.done = true;
  });
  const seconds = (performance.now() - started) / 1000;
  const times = await during;
  const rows = previews.map((preview) => preview.counts.rows).join(', ');
  console.log(
    `Four agents upload 4 MB at once (${rows} rows): all previewed in ${seconds.toFixed(2)} s`,
  );
  console.log(`  health alone:          ${summary(alone)}`);
  console.log(`  health during uploads: ${summary(times)}`);
  const p99 = percentile(times, 99);
  const pass = p99 < HEALTH_P99_LIMIT_MS;
  console.log(
    `  ${pass ? 'PASS' : 'FAIL'}: health p99 ${p99.toFixed(1)} ms (limit ${HEALTH_P99_LIMIT_MS} ms)`,
  );
  return pass;
}
