import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Jobs } from '../../plugins/jobs';
import { POSTCARD_QUEUE, type PostcardJob } from './postcard-order.service';
import { fulfilPostcard } from './postcard-render.service';

/** Starts the worker that renders queued postcards (and, with a service, mails them). */
export function postcardJobs(jobs: Jobs, db: Database, clock: Clock) {
  return jobs.work<PostcardJob>(POSTCARD_QUEUE, (job) =>
    fulfilPostcard(db, job, () => clock.now()),
  );
}
