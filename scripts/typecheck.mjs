// `npm run typecheck`: the four TypeScript projects, two at a time. One tsc keeps one core busy,
// so one after another left the second core idle for most of the 40 s.
import { spawn } from 'node:child_process';

const PROJECTS = ['apps/server', 'apps/web', 'apps/web/tsconfig.e2e.json', 'packages/contracts'];
const AT_ONCE = 2;
const tsc = process.platform === 'win32' ? 'tsc.cmd' : 'tsc';

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(tsc, ['-p', project], { stdio: 'inherit' });
    child.on('close', (code) => resolve(code === 0));
  });
}

const queue = [...PROJECTS];
let failed = false;
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      if (!(await check(project))) failed = true;
    }
  }),
);
process.exitCode = failed ? 1 : 0;
