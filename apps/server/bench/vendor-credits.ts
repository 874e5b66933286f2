/**
 * `npm run bench:credits`: what RealEstateAPI would charge for a week of fresh batches. Twenty
 * agents (ten Premium at 10 a day, ten Pro at 5) share one ZIP of 3,000 vendor properties; each
 * gets its batch every business day of one week. The vendor is the local fake built from its
 * own documents (test/fakes/realestateapi-server.ts), which counts every record it answers: one
 * credit each, nothing for counts and `ids_only` lists. Prints records bought per lead delivered.
 */
import { FreshLeadsResponse } from '@porchlight/contracts';
import { startBuiltServer } from '../test/built-server';
import { startFakeRealEstateApi, vendorProperty } from '../test/fakes/realestateapi-server';
import { createTestDatabase, startTestCluster } from '../test/test-cluster';
import { expectAnswer, expectThat, registerBenchAgent } from './bench-agents';

const AGENTS = 20;
const PROPERTIES = 3_000;
const API_KEY = 'bench-realestateapi-key';
/** Monday 30 November to Friday 4 December 2026, 10:00 in Miami. */
const WEEK = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'].map(
  (day) => `${day}T15:00:00Z`,
);

/** A deterministic spread of properties: equity 0–99 %, 1–5 bedrooms, $80k–$1.5M. */
function inventory() {
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed % n;
  };
  return Array.from({ length: PROPERTIES }, (_, i) =>
    vendorProperty(i + 1, {
      equityPercent: next(100),
      bedrooms: 1 + next(5),
      estimatedValue: 80_000 + next(1_420) * 1_000,
    }),
  );
}

const api = await startFakeRealEstateApi({ apiKey: API_KEY });
api.inventory = inventory();
const cluster = await startTestCluster();
const database = await createTestDatabase(cluster);
const server = await startBuiltServer({
  NODE_ENV: 'test',
  DATABASE_URL: database.url,
  REALESTATEAPI_KEY: API_KEY,
  REALESTATEAPI_URL: api.url,
});
try {
  const clock = (now: string) =>
    fetch(`${server.url}/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now }),
    });
  expectThat((await clock(WEEK[0] ?? '')).ok, 'the server clock could not be set');
  const agents = [];
  for (let n = 0; n < AGENTS; n++) {
    agents.push(
      await registerBenchAgent(server.url, n, {
        targetArea: '33131',
        subscriptionPlan: n % 2 === 0 ? 'premium' : 'pro',
      }),
    );
  }
  let delivered = 0;
  for (const day of WEEK) {
    expectThat((await clock(day)).ok, `the server clock could not be set to ${day}`);
    for (const agent of agents) {
      const res = await fetch(`${server.url}/api/leads/fresh/${agent.id}`, {
        method: 'POST',
        headers: { cookie: agent.cookie },
      });
      const batch = await expectAnswer(`the batch of ${day}`, res, 200, FreshLeadsResponse);
      delivered += batch.count;
    }
  }
  const expected = WEEK.length * (AGENTS / 2) * (10 + 5);
  expectThat(delivered === expected, `${delivered} leads delivered, not ${expected}`);
  const lists = api.requests.filter((request) => request.body.ids_only === true).length;
  console.log(
    `${AGENTS} agents, one ZIP of ${PROPERTIES} properties, ${WEEK.length} business days: ` +
      `${delivered} leads delivered, ${api.credits} records bought ` +
      `(${(api.credits / delivered).toFixed(2)} per lead), ${lists} free id lists, ` +
      `${api.requests.length} vendor requests`,
  );
} finally {
  await server.stop();
  await database.drop();
  await cluster.stop();
  await api.close();
}
