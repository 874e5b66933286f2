/**
 * `npm run bench:compression`: what each compression setting costs the server per answer, and
 * what it saves on the wire, on the API's real answers (docs/performance.md "Compression"). It
 * starts the built server, signs an agent up and works its first batch as the benches' agents do
 * (setup.ts, every answer checked against the contracts), reads the three answers a morning reads
 * most (today's batch, the saved list, the follow-up dashboard) as a browser would, and compresses
 * each one again and again in this process under each setting. The yardstick, measured in the same
 * run: parsing and writing the same JSON once, the least any server does with it. It reports; it
 * does not fail.
 */
import zlib from 'node:zlib';
import { ActivityDashboardItem, LeadCard, ListedLead } from '@porchlight/contracts';
import { z } from 'zod';
import { expectAnswer, registerBenchAgent } from './bench-agents';
import { startMeasuredServer } from './measured-server';
import { prepareAgent } from './setup';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 400);

const SETTINGS: [string, (text: Buffer) => Buffer][] = [
  ['gzip level 1', (b) => zlib.gzipSync(b, { level: 1 })],
  ['gzip level 6 (zlib default)', (b) => zlib.gzipSync(b, { level: 6 })],
  ['brotli quality 1', (b) => brotli(b, 1)],
  ['brotli quality 4 (@fastify/compress default)', (b) => brotli(b, 4)],
  ['brotli quality 5', (b) => brotli(b, 5)],
];

function brotli(text: Buffer, quality: number): Buffer {
  return zlib.brotliCompressSync(text, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length,
    },
  });
}

/** CPU microseconds per call of `work`, over ROUNDS calls (after one to warm it). */
function cpuMicros(work: () => unknown): number {
  work();
  const before = process.cpuUsage();
  for (let i = 0; i < ROUNDS; i++) work();
  const spent = process.cpuUsage(before);
  return (spent.user + spent.system) / ROUNDS;
}

const server = await startMeasuredServer('compression');
try {
  const agent = await prepareAgent(server.url, await registerBenchAgent(server.url, 1));
  const read = async <T extends z.ZodType>(what: string, path: string, schema: T) => {
    const res = await fetch(`${server.url}${path}`, { headers: { cookie: agent.cookie } });
    const text = await res.clone().text();
    await expectAnswer(what, res, 200, schema);
    return { what, text: Buffer.from(text) };
  };
  const answers = [
    await read("today's batch", `/api/leads/today/${agent.id}`, z.array(LeadCard)),
    await read('saved list', `/api/saved/${agent.id}`, z.array(ListedLead)),
    await read(
      'follow-up dashboard',
      `/api/activities/dashboard/${agent.id}`,
      z.array(ActivityDashboardItem),
    ),
  ];
  console.log(`compression of real answers, ${ROUNDS} rounds each, CPU per answer`);
  for (const { what, text } of answers) {
    const yardstick = cpuMicros(() => JSON.stringify(JSON.parse(text.toString('utf8'))));
    console.log(
      `\n${what}: ${text.length} bytes; parse and write its JSON ${yardstick.toFixed(0)} µs`,
    );
    for (const [name, compress] of SETTINGS) {
      const bytes = compress(text).length;
      const micros = cpuMicros(() => compress(text));
      console.log(
        `  ${name.padEnd(46)} ${String(bytes).padStart(6)} bytes (${((100 * bytes) / text.length).toFixed(0)} %)  ${micros.toFixed(0).padStart(5)} µs  ${(micros / yardstick).toFixed(1)}× the yardstick`,
      );
    }
  }
} finally {
  await server.stop();
}
