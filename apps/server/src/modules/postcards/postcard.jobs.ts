import type { Jobs } from '../../plugins/jobs';
import {
  giveUpPostcard,
  POSTCARD_GIVE_UP_QUEUE,
  POSTCARD_SWEEP_CRON,
  POSTCARD_SWEEP_QUEUE,
  sweepUnsettledPostcards,
} from './postcard-give-up.service';
import { fulfilPostcard, type PostcardDeps } from './postcard-mailing.service';
import { POSTCARD_QUEUE, type PostcardJob } from './postcard-order.service';

/**
 * Starts the worker that renders queued postcards and, with a service, mails them; the one that
 * settles a card whose job spent its retries; and the hourly sweep of cards left unsettled.
 */
export async function postcardJobs(jobs: Jobs, deps: PostcardDeps) {
  await jobs.work<PostcardJob>(POSTCARD_QUEUE, (job) => fulfilPostcard(deps, job));
  await jobs.work<PostcardJob>(POSTCARD_GIVE_UP_QUEUE, (job) => giveUpPostcard(deps, job));
  await jobs.work(POSTCARD_SWEEP_QUEUE, () => sweepUnsettledPostcards(deps));
  await jobs.schedule(POSTCARD_SWEEP_QUEUE, POSTCARD_SWEEP_CRON);
}
