// `npm run typecheck`: the four TypeScript projects, one after another. TypeScript 7's `tsc` checks
// on every core by itself: one at a time took 18.6 s here, two at once 21.2 s (docs/testing.md
// "Speed").
import { spawnSync } from 'node:child_process';

const PROJECTS = ['apps/server', 'apps/web', 'apps/web/tsconfig.e2e.json', 'packages/contracts'];
const tsc = process.platform === 'win32' ? 'tsc.cmd' : 'tsc';

let failed = false;
for (const project of PROJECTS) {
  const { status } = spawnSync(tsc, ['-p', project], { stdio: 'inherit' });
  if (status !== 0) failed = true;
}
process.exitCode = failed ? 1 : 0;
