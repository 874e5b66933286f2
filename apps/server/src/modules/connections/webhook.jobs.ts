import type { Jobs } from '../../plugins/jobs';
import { deliverWebhook, type WebhookDeps } from './webhook-delivery.service';
import { WEBHOOK_QUEUE, type WebhookJob } from './webhook-events.service';

/**
 * The webhook deliveries: four at once in each process, one at a time per agent (the job's group),
 * so one agent's slow or failing receiver never holds up another's (docs/connections.md).
 */
export async function webhookJobs(jobs: Jobs, deps: WebhookDeps) {
  await jobs.work<WebhookJob>(WEBHOOK_QUEUE, (job) => deliverWebhook(deps, job), {
    concurrency: 4,
  });
}
