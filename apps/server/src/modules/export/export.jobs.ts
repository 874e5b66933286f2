import type { Database } from '../../db/client';
import type { Jobs } from '../../plugins/jobs';
import { type ExportJob, mailSavedLeadsExport } from './export.service';

/** Starts the worker that turns queued export requests into mailed CSVs. */
export function exportJobs(jobs: Jobs, db: Database) {
  return jobs.work<ExportJob>('export', (job) => mailSavedLeadsExport(db, jobs, job));
}
