/**
 * CPU time of process trees from the kernel's own accounting (/proc/PID/stat): a process's user
 * and system time (all its threads), its ended and reaped children's, and its live descendants'.
 * A backend that ends between two samples moves from "live" to its parent's reaped children, so
 * a tree's total never loses it.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_S = clockTicks();

function clockTicks(): number {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
}

export interface ProcTimes {
  ppid: number;
  /** utime + stime, and its ended children's (cutime + cstime), in ms. */
  own: number;
  children: number;
}

function readTimes(pid: number): ProcTimes | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined; // ended since the folder was listed
  }
  const fields = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  const ms = (ticks: number) => (ticks * 1000) / TICKS_PER_S;
  // After the name: state, ppid, … utime (index 11), stime, cutime, cstime.
  return {
    ppid: fields[1] ?? 0,
    own: ms((fields[11] ?? 0) + (fields[12] ?? 0)),
    children: ms((fields[13] ?? 0) + (fields[14] ?? 0)),
  };
}

/**
 * Every live process's times, by pid. Read synchronously: a few hundred small reads, where the
 * promise API's file handles cost the bench's own CPU far more.
 */
export function allTimes(): Map<number, ProcTimes> {
  const times = new Map<number, ProcTimes>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const t = readTimes(Number(name));
    if (t) times.set(Number(name), t);
  }
  return times;
}

/** A process and its descendants' CPU, ended ones included once reaped, leaving out `skip`. */
export function treeMs(times: Map<number, ProcTimes>, root: number, skip: number): number {
  const top = times.get(root);
  if (!top) return 0;
  let total = top.own + top.children;
  for (const [pid, t] of times) {
    if (t.ppid === root && pid !== skip) total += treeMs(times, pid, skip);
  }
  return total;
}
