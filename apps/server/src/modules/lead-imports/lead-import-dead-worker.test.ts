import { sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { createAgent } from '../../../test/factories';
import { IMPORT_HEADER as HEADER } from '../../../test/lead-import-calls';
import { createTestDatabase } from '../../../test/test-cluster';
import { connectDatabase } from '../../db/client';
import { type Jobs, startJobs } from '../../plugins/jobs';
import { uploadImport } from './import-preview';
import { startImport } from './import-start';
import { findImportSummary } from './import-summary';
import { leadImportJobs } from './lead-imports.jobs';

const FILE = `${HEADER}\n12 Oak St,Miami,FL,33101,Ana,Diaz,,\n14 Oak St,Miami,FL,33101,Bo,Diaz,,\n`;

// A process killed with kill -9 in the middle of an import leaves its job active and the import
// "importing" (docs/imports.md "Importing"). The job queue's own clock is moved by hand: no sleep.
describe('an import whose worker died', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let handle: ReturnType<typeof connectDatabase>;
  let clock: TestClock;
  let jobs: Jobs;

  beforeEach(async () => {
    database = await createTestDatabase(inject('testCluster'));
    handle = connectDatabase(database.url, () => {});
    clock = new TestClock();
    jobs = await startJobs(database.url, () => {}, { clock });
  });
  afterEach(async () => {
    await jobs.stop();
    await handle.pool.end();
    await database.drop();
  });

  /** An import started, whose run died at row 3000 of its file: what kill -9 leaves behind. */
  async function diedMidway(retriesLeft: boolean) {
    const agent = await createAgent(handle.db);
    const upload = { agentId: agent.id, fileName: 'leads.csv', now: new Date() };
    const preview = await uploadImport(handle, {
      ...upload,
      content: Buffer.from(FILE).toString('base64'),
    });
    await startImport(handle.pool, jobs, {
      agentId: agent.id,
      importId: preview.id,
      mapping: preview.mapping,
      destination: 'saved',
    });
    const { rows } = await handle.db.execute<{ heartbeat_seconds: number }>(sql`
      update pgboss.job set state = 'active', started_on = pgboss.job_now(),
        heartbeat_on = pgboss.job_now(),
        retry_count = case when ${retriesLeft} then 0 else retry_limit end
      where name = 'lead-import' returning heartbeat_seconds`);
    expect(rows).toEqual([{ heartbeat_seconds: 30 }]);
    await handle.db.execute(
      sql`update lead_imports set status = 'importing', processed = 3000 where id = ${preview.id}`,
    );
    // The server comes back: its workers start, and the supervisor looks for dead runs.
    await leadImportJobs(jobs, { pool: handle.pool, db: handle.db, now: () => new Date() });
    return { agentId: agent.id, importId: preview.id };
  }

  /** Moves the queue's clock 5 s at a time until the import has ended (two minutes at most). */
  async function ended({ agentId, importId }: { agentId: string; importId: string }) {
    for (let seconds = 0; seconds <= 120; seconds += 5) {
      const summary = await findImportSummary(handle.db, agentId, importId);
      if (summary?.status === 'done' || summary?.status === 'failed') return { summary, seconds };
      await clock.tick(5_000);
    }
    throw new Error('the import never ended');
  }

  it('notices the silent run within a minute and runs the import again', async () => {
    const started = await diedMidway(true);
    const { summary, seconds } = await ended(started);
    expect(summary).toMatchObject({ status: 'done', imported: 2, processed: 2 });
    // Clock time, not wall time: the supervisor's pass after a 30 s silence, and the retry's delay.
    expect(seconds).toBeLessThanOrEqual(75);
  });

  it('fails the import once its retries are spent, and says so', async () => {
    const started = await diedMidway(false);
    const { summary, seconds } = await ended(started);
    expect(summary).toMatchObject({
      status: 'failed',
      message: 'The import stopped before it finished, and nothing was imported. Try it again.',
    });
    expect(seconds).toBeLessThanOrEqual(75);
  });
});
