// `npm test`'s last step: the browser journeys and every other suite as two Vitest runs at once
// (docs/testing.md "Speed"). The journeys leave a quarter of the machine idle while they wait on
// the page, and the suites fill it. The other suites print as they go; the journeys' report
// follows theirs; then one line totals both: `N passed, N failed, N skipped`.
import { spawn } from 'node:child_process';

const SUMMARY = /^(\d+) passed, (\d+) failed(?:, (\d+) skipped)?$/;
const vitest = process.platform === 'win32' ? 'vitest.cmd' : 'vitest';
const others = [
  'contracts',
  'server',
  'server-isolated',
  'server-processes',
  'web',
  'web-isolated',
  'web-unit',
];

/** A Vitest run whose summary line is held back; `print` decides where the rest goes. */
function run(projects, print) {
  const args = ['run', ...projects.flatMap((project) => ['--project', project])];
  const child = spawn(vitest, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
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
      if (rest) print('stdout', rest);
      resolve({ code: code ?? (signal ? 1 : 0), summary });
    });
  });
}

const live = (stream, text) => process[stream].write(text);
const held = [];
const journeys = run(['e2e'], (stream, text) => held.push([stream, text]));
const suites = await run(others, live);
const browser = await journeys;
for (const [stream, text] of held) live(stream, text);

const total = [0, 0, 0];
for (const { summary } of [suites, browser]) {
  // A run that printed no summary (it crashed before its reporter ended) counts as one failure.
  const counts = summary ?? [0, 1, 0];
  for (let i = 0; i < 3; i++) total[i] += counts[i];
}
process.stdout.write(`\n${total[0]} passed, ${total[1]} failed, ${total[2]} skipped\n`);
process.exitCode = suites.code || browser.code;
