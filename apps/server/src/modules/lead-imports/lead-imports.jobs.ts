import type pg from 'pg';
import type { Database } from '../../db/client';
import type { Jobs } from '../../plugins/jobs';
import { SWEEP_CRON, sweepAbandonedPreviews } from './abandoned-previews';
import { failDeadImport, type ImportJob, runImport } from './import-run';

/**
 * Starts the worker that imports a started CSV import, the one that fails an import whose runs all
 * died, and the hourly sweep of previews never
 * started (docs/imports.md "Importing").
 */
export async function leadImportJobs(
  jobs: Jobs,
  options: { pool: pg.Pool; db: Database; now: () => Date },
) {
  await jobs.work<ImportJob>('lead-import', (job) => runImport(options, job));
  // A run that died (no heartbeat for 30 s) is retried; once none is left, the import fails.
  await jobs.work<ImportJob>('lead-import-failed', (job) => failDeadImport(options, job));
  await jobs.work('lead-import-sweep', async () => {
    await sweepAbandonedPreviews(options.db, options.now());
  });
  await jobs.schedule('lead-import-sweep', SWEEP_CRON);
}
