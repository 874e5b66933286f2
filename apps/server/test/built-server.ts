import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const builtServerMain = path.join(serverDir, 'dist/main.js');

/**
 * The server's bundle, built again only when its sources are newer than it, as `npm start` does
 * (scripts/ensure-built.mjs). Never rebuilt otherwise: a build empties `dist/` first, and the
 * journeys' server, running from it beside these tests, starts its password-hashing and CSV
 * threads from files there (docs/testing.md "Speed").
 */
export function ensureServerBuilt() {
  const script = path.resolve(serverDir, '../../scripts/ensure-built.mjs');
  // Its output is kept: a failed build's error carries it.
  execFileSync(process.execPath, [script, 'apps/server']);
}

export interface BuiltServer {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far. */
  output(): string;
  /** SIGTERM, then its exit code. */
  stop(): Promise<number | null>;
}

/**
 * The bundled server as `npm start` runs it, on a free port; resolves once it is ready. `main`
 * names another bundle (a bench's A/B run against an earlier build).
 */
export async function startBuiltServer(
  env: Record<string, string>,
  { main = builtServerMain }: { main?: string } = {},
): Promise<BuiltServer> {
  // SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles a bench's server.
  const nodeArgs = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, main], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { ready, output } = watchStart(child);
  return {
    child,
    url: await ready,
    output,
    stop: () => {
      const exited = exitCode(child);
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** What a starting server prints, and the address it prints once it listens. */
export function watchStart(child: ChildProcess): { ready: Promise<string>; output(): string } {
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = output.match(/ready on (http:\/\/[\d.]+:\d+)/);
      if (listening?.[1]) resolve(listening[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the server exited ${code}:\n${output}`)));
  });
  return { ready, output: () => output };
}

export function exitCode(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}
