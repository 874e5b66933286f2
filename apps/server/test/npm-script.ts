import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);

/** A root package.json script, run as an operator types it (`npm run <script> <args>`). */
export function npmScript(script: string, args: string[], env: Record<string, string>) {
  return run('npm', ['run', '--silent', script, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
  });
}
