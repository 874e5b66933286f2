// `node scripts/install-node24.mjs`: puts the exact Node 24 build into the cache outside the repo,
// fetched as the npm registry's node-<platform>-<arch> package (the registry is reachable where the
// internet is not) and checked against the integrity pinned in node24.mjs. Prints the binary's path.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cacheRoot, NODE24, node24Dir, platformKey } from './node24.mjs';

const say = (message) => console.error(`[porchlight] ${message}`);
const target = node24Dir();
const binary = path.join(target, 'bin', 'node');

function versionOf(file) {
  try {
    return execFileSync(file, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

function install() {
  const pinned = NODE24.integrity[platformKey];
  if (!pinned) throw new Error(`no Node ${NODE24.version} build pinned for ${platformKey}`);
  fs.mkdirSync(cacheRoot(), { recursive: true });
  const work = fs.mkdtempSync(path.join(cacheRoot(), '.download-'));
  try {
    const spec = `node-${platformKey}@${NODE24.version}`;
    say(`fetching ${spec} from the npm registry`);
    execFileSync('npm', ['pack', spec, '--pack-destination', work, '--silent'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const tarball = path.join(work, `node-${platformKey}-${NODE24.version}.tgz`);
    const digest = crypto.createHash('sha512').update(fs.readFileSync(tarball)).digest('base64');
    if (`sha512-${digest}` !== pinned) {
      throw new Error(`${spec}: integrity sha512-${digest} is not the pinned ${pinned}`);
    }
    execFileSync('tar', ['-xzf', tarball, '-C', work]);
    const unpacked = path.join(work, 'package');
    const found = versionOf(path.join(unpacked, 'bin', 'node'));
    if (found !== `v${NODE24.version}`) throw new Error(`${spec}: bin/node says ${found}`);
    // Renamed into place whole, so a half-written cache is never taken for an installed one.
    fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(unpacked, target);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

try {
  if (versionOf(binary) === `v${NODE24.version}`) {
    say(`Node ${NODE24.version} already cached`);
  } else {
    install();
    say(`Node ${NODE24.version} installed`);
  }
  console.log(binary);
} catch (error) {
  say(
    `could not install Node ${NODE24.version}: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
}
