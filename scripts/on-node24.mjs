// `node scripts/on-node24.mjs <command> [args]`: runs the command (a bench, tsx, npm …) with the
// cached Node 24 first on PATH when this Node is older, so it and every `node` it starts use 24.
import { cachedNode24, chooseNode, envWithNode, runChild } from './node24.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/on-node24.mjs <command> [args]');
  process.exit(2);
}
const cached = cachedNode24();
const choice = chooseNode({ current: process.version, cached });
console.error(`[porchlight] ${command} ${choice.line}`);
const env = choice.relaunch && cached ? envWithNode(cached) : process.env;
process.exitCode = await runChild(command, args, env);
