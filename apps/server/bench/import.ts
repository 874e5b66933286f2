/**
 * `npm run bench:import`: a 10,000-row CSV import (docs/imports.md "Importing") against the built
 * server (its own process, its own embedded PostgreSQL), as an agent makes it: the upload and its
 * preview, then the start and the progress polled until the job is done. The agent already holds
 * the leads of an earlier 1,000-row import, half of which the big file repeats, so the de-dup
 * reads a real inventory. Every setup answer is checked against the contracts and the database;
 * the figures are wall time, the server's and PostgreSQL's CPU (their /proc times), the app's
 * statements, and the same per request of health, the yardstick, measured in the same run. Then
 * four agents upload a 4 MB file at once while health is asked (`import-burst.ts`).
 */
import { IMPORT_LIMITS, LeadImportPreview, LeadImportSummary } from '@porchlight/contracts';
import { expectAnswer, expectThat } from './bench-agents';
import { uploadBurst } from './import-burst';
import { type MeasuredServer, measured, type Spent, startMeasuredServer } from './measured-server';
import { checkSeeded, type SeededAgent, seedAgents } from './seed-agents';

const ROWS = IMPORT_LIMITS.maxRows;
const LIMIT_SECONDS = 30;
const HEADER =
  'Address,Unit #,City,State,Zip,Owner 1 First Name,Owner 1 Last Name,Mailing Address,Mailing City,Mailing State,Mailing Zip,Bedrooms,Total Bathrooms,Building Sqft,Est. Value,Phone 1,Phone 2,Email 1';
const SUFFIXES = ['Street', 'St', 'Avenue', 'Ave.', 'Road', 'Rd', 'Drive', 'Court'];

/** Row `n` of a PropStream-shaped export; every 100th row repeats the row before it. */
function row(n: number): string {
  const at = n % 100 === 99 ? n - 1 : n;
  const street = `${100 + at} ${['Palm', 'Ocean', 'Bay', 'Collins'][at % 4]} ${SUFFIXES[at % SUFFIXES.length]}`;
  const unit = at % 7 === 0 ? `Apt ${at % 30}` : '';
  const phone = `305${String(2_000_000 + at).padStart(7, '0')}`;
  return [
    n % 2 ? street.toUpperCase() : street,
    unit,
    'Miami Beach',
    'FL',
    at % 3 ? '33140' : '33140-2211',
    'Ana',
    `Owner${at}`,
    `"${200 + at} Main St, Suite ${at % 9}"`,
    'Orlando',
    'FL',
    '32801',
    String(2 + (at % 4)),
    String(1 + (at % 3)),
    String(900 + at),
    `"$${(300_000 + at * 10).toLocaleString('en-US')}"`,
    phone,
    at % 5 ? '' : '(786) 555-0100',
    at % 2 ? `owner${at}@example.com` : '',
  ].join(',');
}

const csvOf = (from: number, count: number) =>
  [HEADER, ...Array.from({ length: count }, (_, i) => row(from + i))].join('\r\n');

async function importFile(target: MeasuredServer, agent: SeededAgent, csv: string) {
  const headers = { cookie: agent.cookie, 'content-type': 'application/json' };
  const base = `${target.url}/api/lead-imports/${agent.id}`;
  const uploadStarted = performance.now();
  const upload = await measured(target, async () =>
    expectAnswer(
      'the upload',
      await fetch(base, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          fileName: 'propstream.csv',
          content: Buffer.from(csv).toString('base64'),
        }),
      }),
      201,
      LeadImportPreview,
    ),
  );
  const uploadSeconds = (performance.now() - uploadStarted) / 1000;
  const preview = upload.result;
  expectThat(preview.problem === null, `the mapping has a problem: ${preview.problem}`);
  const started = performance.now();
  const run = await measured(target, async () => {
    await expectAnswer(
      'the start',
      await fetch(`${base}/${preview.id}/start`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ mapping: preview.mapping, destination: 'saved' }),
      }),
      200,
      LeadImportSummary,
    );
    for (;;) {
      const summary = await expectAnswer(
        'the progress',
        await fetch(`${base}/${preview.id}`, { headers }),
        200,
        LeadImportSummary,
      );
      if (summary.status === 'done' || summary.status === 'failed') return summary;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  const seconds = (performance.now() - started) / 1000;
  return {
    preview,
    upload: upload.spent,
    uploadSeconds,
    done: run.result,
    run: run.spent,
    seconds,
  };
}

async function healthCpu(target: MeasuredServer): Promise<number> {
  const n = 300;
  const { spent } = await measured(target, async () => {
    for (let i = 0; i < n; i++) await (await fetch(`${target.url}/api/health`)).text();
  });
  return (spent.serverMs + spent.postgresMs) / n;
}

const cpu = (spent: Spent) => spent.serverMs + spent.postgresMs;

const target = await startMeasuredServer('import');
try {
  const [agent] = await seedAgents(target, ['Miami, FL']);
  if (!agent) throw new Error('bench setup: no agent');
  await checkSeeded(target.url, [agent], { count: false });
  const health = await healthCpu(target);

  const earlier = await importFile(target, agent, csvOf(ROWS - 500, 1_000));
  expectThat(
    earlier.done.status === 'done',
    `the earlier import ${earlier.done.status}: ${earlier.done.message}`,
  );

  const big = await importFile(target, agent, csvOf(0, ROWS));
  const { done, preview } = big;
  expectThat(done.status === 'done', `the import ${done.status}: ${done.message}`);
  expectThat(preview.counts.rows === ROWS, `the preview counted ${preview.counts.rows} rows`);
  const { rows } = await target.app.pool.query<{ n: number }>(
    `select count(*)::int n from leads where agent_id = $1 and import_id = $2`,
    [agent.id, done.id],
  );
  expectThat(rows[0]?.n === done.imported, `${rows[0]?.n} leads stored, ${done.imported} reported`);
  expectThat(
    done.counts.alreadyHave > 0 && done.counts.duplicateInFile > 0,
    'no duplicate was found',
  );

  const perRow = (ms: number) => (ms / ROWS).toFixed(3);
  console.log(
    `Import of ${ROWS.toLocaleString('en-US')} rows (${(Buffer.byteLength(csvOf(0, ROWS)) / 1e6).toFixed(1)} MB), limit ${LIMIT_SECONDS} s`,
  );
  console.log(
    `  counts: ${done.imported} imported, ${done.counts.duplicateInFile} repeated in the file, ${done.counts.alreadyHave} already held, ${done.counts.refused} refused`,
  );
  console.log(
    `  upload + preview: ${big.uploadSeconds.toFixed(2)} s, CPU ${cpu(big.upload).toFixed(0)} ms (${perRow(cpu(big.upload))} ms/row), ${big.upload.statements} statements`,
  );
  console.log(
    `  start → done:     ${big.seconds.toFixed(2)} s, CPU ${cpu(big.run).toFixed(0)} ms (${perRow(cpu(big.run))} ms/row), ${big.run.statements} statements (progress polls included)`,
  );
  console.log(
    `  yardstick: health ${health.toFixed(2)} ms CPU per request; one imported row costs ${(cpu(big.run) / ROWS / health).toFixed(2)}× health`,
  );
  const total = big.uploadSeconds + big.seconds;
  console.log(
    `  ${total <= LIMIT_SECONDS ? 'PASS' : 'FAIL'}: ${total.toFixed(1)} s from upload to done`,
  );
  if (total > LIMIT_SECONDS) process.exitCode = 1;

  const burstAgents = await seedAgents(target, [
    'Miami, FL',
    'Miami, FL',
    'Miami, FL',
    'Miami, FL',
  ]);
  if (!(await uploadBurst(target, burstAgents))) process.exitCode = 1;
} finally {
  await target.stop();
}
