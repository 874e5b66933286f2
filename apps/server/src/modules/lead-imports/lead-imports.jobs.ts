import type pg from 'pg';
import type { Database } from '../../db/client';
import type { Jobs } from '../../plugins/jobs';
import { type ImportJob, runImport } from './import-run';

/** Starts the worker that imports a started CSV import (docs/imports.md "Importing"). */
export function leadImportJobs(
  jobs: Jobs,
  options: { pool: pg.Pool; db: Database; now: () => Date },
) {
  return jobs.work<ImportJob>('lead-import', (job) => runImport(options, job));
}
