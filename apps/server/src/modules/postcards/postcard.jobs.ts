import type { Jobs } from '../../plugins/jobs';
import { fulfilPostcard, type PostcardDeps } from './postcard-mailing.service';
import { POSTCARD_QUEUE, type PostcardJob } from './postcard-order.service';

/** Starts the worker that renders queued postcards and, with a service, mails them. */
export function postcardJobs(jobs: Jobs, deps: PostcardDeps) {
  return jobs.work<PostcardJob>(POSTCARD_QUEUE, (job) => fulfilPostcard(deps, job));
}
