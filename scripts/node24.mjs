// Node 24 (the LTS we run on) beside the machine's own Node: the exact build, where it is cached,
// and how a script hands itself over to it. Machines without it run on their own Node unchanged.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The build `.node-version` names; its integrity is what the npm registry publishes for it. */
export const NODE24 = {
  version: '24.21.0',
  // node-<platform>-<arch> on the npm registry: the official binary, bin/node only (no npm).
  integrity: {
    'linux-x64':
      'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==',
    'linux-arm64':
      'sha512-FpJRPEz2OvvTLfjIOlNGFY9JLPMKgl5m+d4oGYBLg24kJ1mmvN1Zl/HPJgF4HDaJ51ISev1l1cRZ/DM+keXW5g==',
  },
};

export const platformKey = `${process.platform}-${process.arch}`;

/** Outside the repository, so it is never committed and survives fresh clones. */
export function cacheRoot(env = process.env) {
  if (env.PORCHLIGHT_NODE_CACHE) return path.resolve(env.PORCHLIGHT_NODE_CACHE);
  const cache = env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(cache, 'porchlight', 'node');
}

export function node24Dir(env = process.env) {
  return path.join(cacheRoot(env), `v${NODE24.version}-${platformKey}`);
}

/** The cached Node 24 binary, or null when it is not installed (or switched off). */
export function cachedNode24(env = process.env) {
  if (env.PORCHLIGHT_NODE === 'machine') return null;
  const binary = path.join(node24Dir(env), 'bin', 'node');
  return fs.existsSync(binary) ? binary : null;
}

/**
 * Which Node a script should run on: the one running it when that is already 24 or later (CI puts
 * the cached one first on PATH; a developer may have their own), else the cached 24, else this one.
 */
export function chooseNode({ current, cached }) {
  const [major = 0, minor = 0] = current.replace(/^v/, '').split('.').map(Number);
  if (major >= 24) return { relaunch: false, line: `on Node ${current}` };
  if (cached) return { relaunch: true, line: `on Node v${NODE24.version} (${cached})` };
  // Older than the engines' 22.13 (package.json), with no Node 24 to move to: refused with how to
  // get it (docs/node24.md), instead of starting and failing later on a missing API.
  if (major < 22 || (major === 22 && minor < 13)) {
    return {
      relaunch: false,
      refuse: true,
      line: `Node ${current} is too old: Porchlight needs Node 22.13 or newer (24 recommended). Run \`node scripts/install-node24.mjs\`, then \`npm start\` again.`,
    };
  }
  return {
    relaunch: false,
    line: `on the machine's Node ${current}: no Node ${NODE24.version} cached (node scripts/install-node24.mjs)`,
  };
}

/** The environment with the cached Node's directory first on PATH, so `node` and npm bins use it. */
export function envWithNode(binary, env = process.env) {
  return { ...env, PATH: `${path.dirname(binary)}${path.delimiter}${env.PATH ?? ''}` };
}

/**
 * Runs a command as a child with stdin/out/err shared, passes SIGTERM, SIGINT and SIGHUP on (once:
 * a terminal's Ctrl-C reaches us both directly and through npm, and the server exits 1 on a
 * second signal), and settles with the child's exit code.
 */
export function runChild(command, args, env) {
  const child = spawn(command, args, { stdio: 'inherit', env });
  const forwarded = new Set();
  const forward = (signal) => {
    if (forwarded.has(signal)) return;
    forwarded.add(signal);
    setTimeout(() => forwarded.delete(signal), 1_000).unref();
    child.kill(signal);
  };
  const signals = ['SIGTERM', 'SIGINT', 'SIGHUP'];
  for (const signal of signals) process.on(signal, forward);
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`[porchlight] could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      for (const name of signals) process.off(name, forward);
      resolve(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1));
    });
  });
}
