import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import type { Jobs } from '../../plugins/jobs';
import { mailResetLink, type PasswordResetJob } from './password-reset.service';

/**
 * Starts the worker that turns forgot-password requests into reset mails. The link's address is
 * read when each job runs: with PORT=0 the port is known only after listen (main.ts).
 */
export function passwordResetJobs(jobs: Jobs, database: DatabaseHandle, config: Config) {
  return jobs.work<PasswordResetJob>('password-reset', (job) =>
    mailResetLink({ database, jobs, publicUrl: config.publicUrl, job }),
  );
}
