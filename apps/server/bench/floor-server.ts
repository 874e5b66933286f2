/**
 * The floor `npm run bench:day` compares the app with (docs/performance.md "Capacity"): a minimal
 * Fastify + pg server that does, for each kind of the morning's requests, what no server answering
 * it can skip, and nothing else. It parses the request (its JSON body too), makes as many round trips
 * to PostgreSQL as the app made for that kind (a trivial prepared statement each, on a pool the
 * app's size), and sends the app's own answer for that kind, compressed by the app's own plugin.
 * No session, no schema, no SQL work: what the app spends beyond this is its own.
 *
 * Run as its own process (bench/floor.ts starts it), so its CPU is read apart from the bench's:
 * FLOOR_DATABASE_URL, FLOOR_KINDS (a JSON file of `FloorKind`s); prints `ready on <url>`.
 */
import fs from 'node:fs';
import Fastify from 'fastify';
import { connectDatabase } from '../src/db/client';
import { registerCompression } from '../src/plugins/compression';

export interface FloorKind {
  /** The route's last segment: `/api/floor/<slug>`. */
  slug: string;
  method: 'GET' | 'POST';
  /** Round trips per request, as the app's own statements per request of this kind. */
  statements: number;
  /** The app's answer for this kind, sent as it is. */
  answer: string;
}

const kinds = JSON.parse(
  fs.readFileSync(process.env.FLOOR_KINDS ?? '', 'utf8'),
) as readonly FloorKind[];
// The app's own pool: its size and its connections' settings.
const { pool } = connectDatabase(process.env.FLOOR_DATABASE_URL ?? '', () => {});

const roundTrip = { name: 'floor_round_trip', text: 'select $1::int as n', values: [0] };

/** A whole number of round trips whose mean over many requests is `statements`. */
const roundTrips = (statements: number) =>
  Math.floor(statements) + (Math.random() < statements % 1 ? 1 : 0);

const app = Fastify({ logger: false });
await registerCompression(app);
for (const kind of kinds) {
  app.route({
    method: kind.method,
    url: `/api/floor/${kind.slug}`,
    handler: async (_request, reply) => {
      for (let n = roundTrips(kind.statements); n > 0; n--) await pool.query(roundTrip);
      return reply.type('application/json; charset=utf-8').send(kind.answer);
    },
  });
}
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`ready on ${address}`);
process.on('SIGTERM', () => {
  void app.close().then(() => pool.end().finally(() => process.exit(0)));
});
