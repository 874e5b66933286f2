import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitCode } from './built-server';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);
const onNode24Already = Number(process.versions.node.split('.')[0]) >= 24;

/** Evaluates an expression over scripts/node24.mjs's exports (`m`) in a plain Node, as JSON. */
async function fromNode24Module(expression: string): Promise<unknown> {
  const code = `const m = await import('./scripts/node24.mjs'); console.log(JSON.stringify(${expression}));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', code], {
    cwd: repoRoot,
  });
  return JSON.parse(stdout);
}

// A cached "Node 24" that is a shell script: it says how it was called and waits for SIGTERM. Its
// trap is set before it speaks: the test sends SIGTERM as soon as it hears it.
const fakeNode = `#!/bin/sh
trap 'echo "fake node 24: SIGTERM"; exit 0' TERM
echo "fake node 24: $*"
[ -n "$FAKE_EXIT" ] && exit "$FAKE_EXIT"
while :; do sleep 0.05; done
`;

describe('Node 24', () => {
  let cache: string;
  let env: Record<string, string | undefined>;

  beforeAll(async () => {
    cache = await fs.mkdtemp(path.join(os.tmpdir(), 'porchlight-node24-'));
    const version = await fromNode24Module('m.NODE24.version');
    const bin = path.join(cache, `v${version}-${process.platform}-${process.arch}`, 'bin');
    await fs.mkdir(bin, { recursive: true });
    await fs.writeFile(path.join(bin, 'node'), fakeNode, { mode: 0o755 });
    env = { ...process.env, PORCHLIGHT_NODE_CACHE: cache };
    delete env.PORCHLIGHT_NODE;
  });
  afterAll(() => fs.rm(cache, { recursive: true, force: true }));

  it('is named by .nvmrc and .node-version, the pinned build, which engines allow', async () => {
    const pinned = await fromNode24Module('m.NODE24.version');
    const read = (file: string) => fs.readFile(path.join(repoRoot, file), 'utf8');
    expect((await read('.nvmrc')).trim()).toBe('24');
    expect((await read('.node-version')).trim()).toBe(pinned);
    const engines: string = JSON.parse(await read('package.json')).engines.node;
    // engines is a lower bound (the dependencies need 22.13); the pinned build is above it.
    const [, major, minor] = engines.match(/^>=(\d+)\.(\d+)$/) ?? [];
    const [pinnedMajor, pinnedMinor] = String(pinned).split('.').map(Number);
    expect(Number(pinnedMajor) * 1000 + Number(pinnedMinor)).toBeGreaterThanOrEqual(
      Number(major) * 1000 + Number(minor),
    );
    expect(await fromNode24Module(`Object.keys(m.NODE24.integrity)`)).toContain('linux-x64');
  });

  it('prefers the cached Node 24 to an older Node, keeps a Node 24 or later, and says which', async () => {
    const choose = (current: string, cached: string | null) =>
      fromNode24Module(`m.chooseNode(${JSON.stringify({ current, cached })})`);
    expect(await choose('v20.20.2', '/cache/bin/node')).toMatchObject({ relaunch: true });
    expect(await choose('v24.21.0', '/cache/bin/node')).toMatchObject({ relaunch: false });
    expect(await choose('v26.1.0', null)).toMatchObject({ relaunch: false });
    // Older than 22.13 with no Node 24 cached: refused, saying how to get it.
    expect(await choose('v20.20.2', null)).toEqual({
      relaunch: false,
      refuse: true,
      line: expect.stringMatching(
        /^Node v20\.20\.2 is too old: .*node scripts\/install-node24\.mjs/,
      ),
    });
    expect(await choose('v22.13.0', null)).toEqual({
      relaunch: false,
      line: expect.stringMatching(/^on the machine's Node v22\.13\.0: no Node 24\.\d+\.\d+ cached/),
    });
  });

  it.skipIf(onNode24Already)(
    'runs a bench command with the cached Node first on PATH',
    async () => {
      const { stdout, stderr } = await run(
        process.execPath,
        ['scripts/on-node24.mjs', 'node', '--version'],
        { cwd: repoRoot, env: { ...env, FAKE_EXIT: '0' } },
      );
      expect(stdout).toBe('fake node 24: --version\n');
      expect(stderr).toContain(`node on Node v`);
      const machine = await run(process.execPath, ['scripts/on-node24.mjs', 'node', '--version'], {
        cwd: repoRoot,
        env: { ...env, PORCHLIGHT_NODE: 'machine' },
      });
      expect(machine.stdout.trim()).toBe(process.version);
    },
  );

  it.skipIf(onNode24Already)(
    'starts the server on the cached Node 24, passes SIGTERM on once and exits with its code',
    async () => {
      const failing = await run(process.execPath, ['scripts/start.mjs'], {
        cwd: repoRoot,
        env: { ...env, FAKE_EXIT: '3' },
      }).catch((error: { code: number; stdout: string }) => error);
      expect(failing).toMatchObject({ code: 3 });
      expect('stdout' in failing && failing.stdout).toContain('fake node 24: ');

      const start = spawn(process.execPath, ['scripts/start.mjs'], { cwd: repoRoot, env });
      let output = '';
      const started = new Promise<void>((resolve) =>
        start.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('fake node 24: ')) resolve();
        }),
      );
      await started;
      expect(output).toContain(path.join(repoRoot, 'scripts', 'start.mjs'));
      start.kill('SIGTERM');
      expect(await exitCode(start)).toBe(0);
      expect(output.match(/fake node 24: SIGTERM/g)).toHaveLength(1);
    },
  );
});
