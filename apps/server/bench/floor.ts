/**
 * The floor under the morning (floor-server.ts), measured in the same run as the app: the floor
 * server is started on the app's own PostgreSQL with the app's answers and statements per request
 * of each kind (from the kinds' rows), then driven with the morning's mix of kinds, in a closed
 * loop, between two samples of its CPU and PostgreSQL's. What one request of the mix costs there
 * is the least any Fastify + pg server answering it can spend; the app's cost over it is its own.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { watchStart } from '../test/built-server';
import type { FloorKind } from './floor-server';
import { expectJson, send } from './http';
import { closedLoop, newTally, type Row, tallied } from './load';
import { type MeasuredServer, spentBetween } from './measured-server';
import { allTimes, treeMs } from './process-cpu';

const serverPath = path.join(path.dirname(fileURLToPath(import.meta.url)), 'floor-server.ts');

/**
 * The morning's kinds as the floor answers them: the kinds' row name, its method, and for a POST
 * a body of the app's size (the floor parses it and reads nothing in it).
 */
const FLOOR_ROUTES: Record<string, { method: 'GET' | 'POST'; body?: object }> = {
  health: { method: 'GET' },
  'can-generate': { method: 'GET' },
  'fresh batch': { method: 'POST' },
  today: { method: 'GET' },
  swipe: {
    method: 'POST',
    body: { agentId: crypto.randomUUID(), leadId: crypto.randomUUID(), action: 'save' },
  },
  saved: { method: 'GET' },
  dashboard: { method: 'GET' },
  record: {
    method: 'POST',
    body: { agentId: crypto.randomUUID(), leadId: crypto.randomUUID(), type: 'email', day: 1 },
  },
};
const slug = (kind: string) => kind.replace(/\W+/g, '-');

/** The kinds' row that stands for a morning's step: a morning reads the day's first dashboard. */
export const rowOf = (kind: string) => (kind === 'dashboard' ? 'dashboard (first)' : kind);

export interface FloorResult {
  health: Row;
  morning: Row;
  /** The fresh batch alone: its round trips and its answer's compression, with no claim. */
  fresh: Row;
}

/**
 * Health, then the morning's `mix` (requests per kind, sign-in left out), each for `seconds` with
 * `concurrency` requests in flight, on the floor server. `rows`: the app's kinds alone, each with
 * its first answer (`sample`).
 */
export async function measureFloor(
  target: MeasuredServer,
  rows: readonly Row[],
  mix: ReadonlyMap<string, number>,
  { seconds, concurrency }: { seconds: number; concurrency: number },
): Promise<FloorResult> {
  const kinds: FloorKind[] = Object.entries(FLOOR_ROUTES).map(([kind, route]) => {
    const row = rows.find((r) => r.name === rowOf(kind));
    if (!row?.sample) throw new Error(`bench setup: no answer of ${kind} to copy`);
    const statements = row.spent.statements / Math.max(1, row.tally.latencies.length);
    return { slug: slug(kind), method: route.method, statements, answer: row.sample };
  });
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'porchlight-floor-'));
  const kindsFile = path.join(dir, 'kinds.json');
  await fs.writeFile(kindsFile, JSON.stringify(kinds));
  const child = spawn(process.execPath, ['--import', 'tsx', serverPath], {
    env: { ...process.env, FLOOR_DATABASE_URL: target.databaseUrl, FLOOR_KINDS: kindsFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const url = await watchStart(child).ready;
    const pid = child.pid ?? 0;
    const drive = async (name: string, pick: () => string): Promise<Row> => {
      const tally = newTally();
      const cpuBefore = treeMs(allTimes(), pid, 0);
      const before = await target.usage();
      await closedLoop(seconds, concurrency, async () => {
        const kind = pick();
        const route = FLOOR_ROUTES[kind] ?? { method: 'GET' };
        await tallied(tally, async () => {
          const answer = await send(url, route.method, `/api/floor/${slug(kind)}`, {
            body: route.body,
          });
          expectJson(`the floor's ${kind}`, answer);
          return answer.ms;
        });
      });
      const after = await target.usage();
      const cpuAfter = treeMs(allTimes(), pid, 0);
      // PostgreSQL's, the statements and the bench's own as for the app; the server is the floor.
      const spent = { ...spentBetween(before, after), serverMs: cpuAfter - cpuBefore };
      return { name, tally, spent };
    };
    const health = await drive('floor: health', () => 'health');
    const total = [...mix.values()].reduce((sum, n) => sum + n, 0);
    const morning = await drive('floor: the morning', () => {
      let left = Math.random() * total;
      for (const [kind, n] of mix) {
        left -= n;
        if (left < 0) return kind;
      }
      return 'health';
    });
    const fresh = await drive('floor: fresh batch', () => 'fresh batch');
    return { health, morning, fresh };
  } finally {
    child.kill('SIGTERM');
    await fs.rm(dir, { recursive: true, force: true });
  }
}
