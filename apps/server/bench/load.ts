/**
 * How a bench step drives requests and what it keeps of them: latencies, errors (a failed or
 * unexpected answer), and the first messages of each failure; and how a measured step is printed,
 * its CPU per request from the processes' own times (measured-server.ts).
 */
import os from 'node:os';
import type { Spent } from './measured-server';

export interface Tally {
  latencies: number[];
  errors: number;
  failures: Set<string>;
}

export const newTally = (): Tally => ({ latencies: [], errors: 0, failures: new Set() });

/** Runs one timed request and its checks; a throw is an error of the tally, never of the bench. */
export async function tallied(tally: Tally, request: () => Promise<number>): Promise<boolean> {
  try {
    tally.latencies.push(await request());
    return true;
  } catch (error) {
    tally.errors++;
    const message = error instanceof Error ? error.message : String(error);
    if (tally.failures.size < 5) tally.failures.add(message);
    return false;
  }
}

/** `concurrency` workers through `items`, each item once. */
export async function eachOnce<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, n: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const n = next++;
      const item = items[n];
      if (item !== undefined) await work(item, n);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/** `concurrency` workers, each sending its next request as its last one is answered, for `seconds`. */
export async function closedLoop(
  seconds: number,
  concurrency: number,
  work: (worker: number, n: number) => Promise<void>,
): Promise<void> {
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let n = 0; performance.now() < until; n++) await work(worker, n);
    }),
  );
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

/** One measured row: its requests, what the server and PostgreSQL spent on them. */
export interface Row {
  name: string;
  tally: Tally;
  spent: Spent;
  /** The first answer's body, as the browser reads it (the floor sends it again: floor.ts). */
  sample?: string;
}

export const cpuPerRequest = (row: Row) =>
  (row.spent.serverMs + row.spent.postgresMs) / Math.max(1, row.tally.latencies.length);

const num = (n: number, width: number, digits = 1) => n.toFixed(digits).padStart(width);

export const ROW_HEADER =
  'step                      n   req/s  p50 ms  p99 ms  err  server  postgres   cpu ms  ×health  stmts  client';

/** The row's line: CPU per request in ms (server, PostgreSQL, both), both as a multiple of health's. */
export function rowLine(row: Row, healthCpu: number): string {
  const { tally, spent } = row;
  const n = tally.latencies.length;
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  const per = (ms: number) => ms / Math.max(1, n);
  const cpu = cpuPerRequest(row);
  return (
    `${row.name.padEnd(22)} ${String(n).padStart(5)} ${num(n / Math.max(spent.seconds, 1e-3), 7, 0)} ` +
    `${num(percentile(sorted, 50), 7)} ${num(percentile(sorted, 99), 7)} ${String(tally.errors).padStart(4)} ` +
    `${num(per(spent.serverMs), 7, 2)} ${num(per(spent.postgresMs), 9, 2)} ${num(cpu, 8, 2)} ` +
    `${num(healthCpu > 0 ? cpu / healthCpu : 0, 8, 2)} ${num(per(spent.statements), 6, 1)} ${num(per(spent.clientMs), 7, 2)}`
  );
}

export function printFailures(row: Row) {
  for (const failure of row.tally.failures) console.log(`    error (${row.name}): ${failure}`);
}
