/**
 * `npm run bench:leads`: the lead engine with 1,000,000 stored sample properties. Seeds the
 * inventory with the real sample generator (about 3,300 zips), starts the built server on it, then
 * times a fresh (uncached) lead count and a fresh delivery for agents spread over those areas, and
 * the first use of a new zip and a new city (generation included). Target
 * (docs/performance.md "Performance"): count and delivery p95 under 50 ms. It reports; it does not
 * fail.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import zipcodes from 'zipcodes';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { generateSampleProperties } from '../src/providers/lead-source/sample-generator';
import { startBuiltServer } from '../test/built-server';
import { registerBenchAgent } from './bench-agents';

const TARGET = Number(process.env.BENCH_PROPERTIES ?? 1_000_000);
const AGENTS = Number(process.env.BENCH_AGENTS ?? 60);
/** Agents sharing Miami, FL: 30–100 of them, as in a busy city, each with a full batch. */
const CITY_AGENTS = Number(process.env.BENCH_CITY_AGENTS ?? 100);
const NEW_CITY = 'Boise, ID';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
function summary(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const fmt = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `${label.padEnd(38)} n=${String(sorted.length).padStart(3)}  p50 ${fmt(percentile(sorted, 50))} ms  p95 ${fmt(percentile(sorted, 95))} ms  max ${fmt(sorted.at(-1) ?? 0)} ms`,
  );
}

/** Inserts the generator's rows zip by zip (skipping the city kept for the first-use timing). */
async function seed(pool: pg.Pool): Promise<{ seeded: string[]; unseeded: string[] }> {
  const boise = new Set(zipcodes.lookupByName('Boise', 'ID').map((z) => z.zip));
  const zips = Object.keys(zipcodes.codes).filter((zip) => !boise.has(zip));
  const seeded: string[] = [];
  let total = 0;
  const started = Date.now();
  for (const zip of zips) {
    if (total >= TARGET) break;
    const rows = generateSampleProperties(zip);
    if (rows.length === 0) continue;
    const columns = Object.keys(rows[0] as object);
    const names = columns.map((c) => `"${c.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`)}"`);
    const values: unknown[] = [];
    const tuples = rows.map((row, r) => {
      const record = row as Record<string, unknown>;
      for (const column of columns) {
        const value = record[column];
        values.push(column === 'phones' || column === 'emails' ? JSON.stringify(value) : value);
      }
      return `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(',')})`;
    });
    await pool.query(
      `insert into properties (${names.join(',')}) values ${tuples.join(',')}`,
      values,
    );
    await pool.query('insert into sample_areas (zip, property_count) values ($1, $2)', [
      zip,
      rows.length,
    ]);
    total += rows.length;
    seeded.push(zip);
    if (seeded.length % 500 === 0) {
      console.log(
        `  seeded ${total.toLocaleString()} properties (${Math.round((Date.now() - started) / 1000)} s)`,
      );
    }
  }
  await pool.query('analyze');
  const unseeded = zips.slice(zips.indexOf(seeded.at(-1) ?? '') + 1);
  console.log(
    `seeded ${total.toLocaleString()} properties in ${seeded.length} zips, ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return { seeded, unseeded };
}

/** Any value and one bedroom: the widest search; seller types rotate over three groups. */
function register(url: string, n: number, targetArea: string) {
  const sellerType = ['high-equity', 'out-of-state-absentee-owner', 'in-state-absentee-owner'][
    n % 3
  ];
  return registerBenchAgent(url, n, {
    targetArea,
    minValue: 'any',
    maxValue: 'any',
    minBedrooms: 1,
    sellerType: sellerType ?? 'high-equity',
  });
}

/** One timed call; `check` vets the answer's body (a failed answer fails the bench). */
async function timed(
  url: string,
  cookie: string,
  method: string,
  route: string,
  check: (body: string) => boolean = () => true,
) {
  const started = performance.now();
  const res = await fetch(`${url}${route}`, { method, headers: { cookie } });
  const body = await res.text();
  const ms = performance.now() - started;
  if (!res.ok || !check(body)) throw new Error(`bench: ${method} ${route}: ${res.status} ${body}`);
  return ms;
}

/** Every delivery is a full batch: an agent sharing its area still gets all 10. */
const fullBatch = (body: string) => JSON.parse(body).status === 'complete';

const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'porchlight-bench-leads-'));
await fs.chmod(folder, 0o755);
const database = await startEmbeddedPostgres({ clusterDir: path.join(folder, 'postgres') });
const pool = new pg.Pool({ connectionString: database.url });
pool.on('error', () => {});
try {
  await runMigrations(pool);
  const { seeded: zips, unseeded } = await seed(pool);
  const freshZip = unseeded.find((zip) => generateSampleProperties(zip).length > 0) ?? '';
  const server = await startBuiltServer({ DATABASE_URL: database.url, NODE_ENV: 'production' });
  try {
    const agents = await Promise.all(
      Array.from({ length: AGENTS }, (_, n) =>
        register(server.url, n, zips[(n * 37) % zips.length] ?? ''),
      ),
    );
    const counts: number[] = [];
    const deliveries: number[] = [];
    for (const agent of agents) {
      counts.push(
        await timed(server.url, agent.cookie, 'GET', `/api/leads/available-count/${agent.id}`),
      );
      deliveries.push(
        await timed(server.url, agent.cookie, 'POST', `/api/leads/fresh/${agent.id}`, fullBatch),
      );
    }
    const cities = await Promise.all(
      Array.from({ length: CITY_AGENTS + 1 }, (_, n) =>
        register(server.url, 1000 + n, 'Miami, FL'),
      ),
    );
    const firstInCity = cities.shift();
    const miamiFirst = firstInCity
      ? await timed(
          server.url,
          firstInCity.cookie,
          'GET',
          `/api/leads/available-count/${firstInCity.id}`,
        )
      : 0;
    const cityCounts: number[] = [];
    const cityDeliveries: number[] = [];
    for (const agent of cities) {
      cityCounts.push(
        await timed(server.url, agent.cookie, 'GET', `/api/leads/available-count/${agent.id}`),
      );
      cityDeliveries.push(
        await timed(server.url, agent.cookie, 'POST', `/api/leads/fresh/${agent.id}`, fullBatch),
      );
    }
    const newZip = await register(server.url, 2000, freshZip);
    const newCity = await register(server.url, 2001, NEW_CITY);
    const zipFirst = await timed(
      server.url,
      newZip.cookie,
      'GET',
      `/api/leads/available-count/${newZip.id}`,
    );
    const cityFirst = await timed(
      server.url,
      newCity.cookie,
      'GET',
      `/api/leads/available-count/${newCity.id}`,
    );
    const { rows } = await pool.query('select count(*)::int n from properties');
    console.log(`\n${rows[0].n.toLocaleString()} properties stored; ${os.cpus().length} cores\n`);
    summary('lead count, one zip (uncached)', counts);
    summary('fresh delivery (10 leads), one zip', deliveries);
    summary('lead count, Miami, FL (uncached)', cityCounts);
    summary(`delivery, Miami, FL (${cities.length} agents)`, cityDeliveries);
    console.log(
      `first use of a new zip (${freshZip}): ${zipFirst.toFixed(0)} ms, generation included`,
    );
    console.log(
      `first use of Miami, FL (96 zips): ${miamiFirst.toFixed(0)} ms, generation included`,
    );
    const boiseZips = zipcodes.lookupByName('Boise', 'ID').length;
    console.log(
      `first use of a new city (${NEW_CITY}, ${boiseZips} zips): ${cityFirst.toFixed(0)} ms, generation included`,
    );
  } finally {
    await server.stop();
  }
} finally {
  await pool.end();
  await database.stop();
  await fs.rm(folder, { recursive: true, force: true });
}
