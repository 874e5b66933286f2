// `npm test`'s last step: three Vitest runs at once (docs/testing.md "Speed"): the browser
// journeys, the web's DOM tests on one worker, and every other suite. The DOM tests build a DOM
// and load React and the components once per worker: on one worker they take 69 CPU-s instead of
// 105 on three, and a run of their own lets them go beside the server's workers (Vitest refuses
// two worker counts in one group of projects). The other suites print as they go; the DOM tests'
// and the journeys' reports follow; then one line totals all three:
// `N passed, N failed, N skipped`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SUMMARY = /^(\d+) passed, (\d+) failed(?:, (\d+) skipped)?$/;
const vitest = process.platform === 'win32' ? 'vitest.cmd' : 'vitest';
const others = ['contracts', 'server', 'server-isolated', 'server-processes', 'web-unit'];
const dom = ['web', 'web-isolated'];

/**
 * Each run's priority. The journeys go one step after another, each waiting on the last, so every
 * slice of processor a suite takes from them makes the run longer; the suites' workers fill what
 * the journeys leave. The journeys run at the normal priority, the other suites and the DOM tests
 * at nice 10. At nice 15 the DOM tests saved about 20 s on a quiet machine, but beside a second
 * run's journeys one of them took 31 s instead of 3 s and hit its 30 s guard (docs/testing.md
 * "Speed"). Without `nice` (Windows) all three run at one priority.
 */
const NICENESS = { journeys: 0, suites: 10, dom: 10 };

/**
 * The folder every test's throwaway files go to (`TMPDIR`, read by `os.tmpdir()`): the test
 * clusters of PostgreSQL, the databases copied for each file, Chromium's profiles. A folder in
 * memory (`/dev/shm`) when it has room: on this machine's disk a file's database copy took 464 ms
 * and 0.45 CPU-s of kernel time beside the other workers, in memory 22 ms and 0.013, and the
 * server's files' 130 copies were a tenth of the run's CPU (docs/testing.md "Speed"). Nothing in
 * it outlives the run; without such a folder the system's own is used.
 */
const MEMORY = '/dev/shm';
const MEMORY_NEEDED = 4 * 1024 ** 3;
function scratchFolder() {
  try {
    const { bavail, bsize } = fs.statfsSync(MEMORY);
    if (bavail * bsize < MEMORY_NEEDED) return null;
    const folder = fs.mkdtempSync(path.join(MEMORY, 'porchlight-tests-'));
    fs.chmodSync(folder, 0o755); // the postgres user must reach the clusters inside
    return folder;
  } catch {
    return null;
  }
}
const scratch = scratchFolder();
const env = scratch ? { ...process.env, TMPDIR: scratch } : process.env;
const removeScratch = () => scratch && fs.rmSync(scratch, { recursive: true, force: true });

/**
 * The three runs. Stopped early, `npm test` passes the signal on to each and waits for them: they
 * stop their clusters and browsers in the folder, which goes once they have ended.
 */
const children = new Set();
let stoppedBy = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stoppedBy) return;
    stoppedBy = signal;
    for (const child of children) child.kill(signal);
  });
}

/** A Vitest run whose summary line is held back; `print` decides where the rest goes. */
function run(projects, print, { options = [], niceness = 0 } = {}) {
  const args = ['run', ...projects.flatMap((project) => ['--project', project]), ...options];
  const niced = niceness > 0 && process.platform !== 'win32';
  const [command, ...commandArgs] = niced
    ? ['nice', '-n', String(niceness), vitest, ...args]
    : [vitest, ...args];
  const child = spawn(command, commandArgs, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  children.add(child);
  let summary = null;
  let rest = '';
  const take = (stream, chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      const match = SUMMARY.exec(line.trim());
      if (match) summary = match.slice(1, 4).map((n) => Number(n ?? 0));
      else print(stream, `${line}\n`);
    }
  };
  child.stdout.setEncoding('utf8').on('data', (chunk) => take('stdout', chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk) => print('stderr', chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      children.delete(child);
      if (rest) print('stdout', rest);
      resolve({ code: code ?? (signal ? 1 : 0), summary });
    });
  });
}

const live = (stream, text) => process[stream].write(text);
/** A run whose report is printed after the live one's, so that the two do not interleave. */
function heldRun(projects, settings) {
  const held = [];
  const done = run(projects, (stream, text) => held.push([stream, text]), settings);
  const print = () => {
    for (const [stream, text] of held) live(stream, text);
  };
  return { done, print };
}
const journeys = heldRun(['e2e'], { niceness: NICENESS.journeys });
const domTests = heldRun(dom, { options: ['--maxWorkers=1'], niceness: NICENESS.dom });
const suites = await run(others, live, { niceness: NICENESS.suites });
const results = [suites];
for (const held of [domTests, journeys]) {
  results.push(await held.done);
  held.print();
}

const total = [0, 0, 0];
for (const { summary } of results) {
  // A run that printed no summary (it crashed before its reporter ended) counts as one failure.
  const counts = summary ?? [0, 1, 0];
  for (let i = 0; i < 3; i++) total[i] += counts[i];
}
removeScratch();
if (stoppedBy) {
  process.removeAllListeners(stoppedBy);
  process.kill(process.pid, stoppedBy);
}
process.stdout.write(`\n${total[0]} passed, ${total[1]} failed, ${total[2]} skipped\n`);
process.exitCode = results.find((result) => result.code)?.code ?? 0;
