// `npm start`: the build check and the server in this one process, which package.json's `exec`
// puts in the shell's place. npm forwards SIGTERM and SIGINT to its child only; were that child a
// shell running `a && b`, the signal would stop there and leave the server and PostgreSQL running.
// On a Node older than 24 with Node 24 cached, this process starts itself again on 24 and passes
// the signals on (Node 20 has no exec); the server then runs in that child.
import { cachedNode24, chooseNode, envWithNode, runChild } from './node24.mjs';

const cached = cachedNode24();
const choice = chooseNode({ current: process.version, cached });
if (choice.refuse) {
  console.error(`[porchlight] ${choice.line}`);
  process.exit(1);
}
console.log(`[porchlight] starting ${choice.line}`);
if (choice.relaunch && cached) {
  process.exitCode = await runChild(cached, [import.meta.filename], envWithNode(cached));
} else {
  await import('./ensure-built.mjs'); // builds what is stale, synchronously, before the server
  await import('../apps/server/dist/main.js');
}
