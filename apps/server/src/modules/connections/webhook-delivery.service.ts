import {
  isRetriedWebhookStatus,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_LOG_SIZE,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookOutcome,
} from '@porchlight/contracts';
import type pg from 'pg';
import { type OutboundPostOptions, type PostResult, postPublicJson } from '../../lib/outbound-post';
import type { WebhookJob } from './webhook-events.service';
import { webhookSignature } from './webhook-signature';

/** How long an event is retried after it happened, then given up. */
export const WEBHOOK_RETRY_HOURS = 24;

export interface WebhookDeps {
  pool: pg.Pool;
  now: () => Date;
  /** How deliveries reach a receiver (the address rule itself is fixed; tests add a receiver). */
  transport?: OutboundPostOptions;
}

/** Thrown to have the job queue retry the delivery later, with its backoff. */
export class WebhookRetry extends Error {}

/** A network error, a 5xx or a 429 is worth another try; any other answer is final. */
function retriable(result: PostResult): boolean {
  if ('error' in result) return result.error !== 'private_address';
  return isRetriedWebhookStatus(result.status);
}

function outcomeOf(result: PostResult, giveUp: boolean): WebhookOutcome {
  if ('error' in result && result.error === 'private_address') return 'refused';
  if ('status' in result && result.status >= 200 && result.status < 300) return 'delivered';
  return retriable(result) && !giveUp ? 'retrying' : 'failed';
}

/**
 * One attempt (docs/connections.md "Webhooks"): signed at send time, posted under the address
 * rule (no transaction is open while the receiver answers), logged, the log cut to the last 50.
 * A retriable failure before the event is 24 h old throws, so the queue tries again later.
 */
export async function deliverWebhook(deps: WebhookDeps, { agentId, event }: WebhookJob) {
  const { rows } = await deps.pool.query<{ url: string; secret: string }>(
    'select url, secret from webhook_endpoints where agent_id = $1',
    [agentId],
  );
  const [endpoint] = rows;
  if (!endpoint) return; // removed since: dropped
  const body = JSON.stringify(event);
  const sentAt = deps.now();
  const result = await postPublicJson(
    endpoint.url,
    body,
    {
      [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(endpoint.secret, body, sentAt),
      [WEBHOOK_EVENT_ID_HEADER]: event.id,
      'user-agent': 'Porchlight-Webhooks/1.0',
    },
    deps.transport,
  );
  const age = deps.now().getTime() - new Date(event.createdAt).getTime();
  const outcome = outcomeOf(result, age >= WEBHOOK_RETRY_HOURS * 3_600_000);
  await logAttempt(deps.pool, { agentId, event, outcome, result, at: deps.now() });
  if (outcome === 'retrying') {
    throw new WebhookRetry(
      `webhook ${event.id}: ${'error' in result ? result.error : result.status}`,
    );
  }
}

/** The attempt kept, and the agent's older ones beyond the last 50 removed: one statement. */
async function logAttempt(
  pool: pg.Pool,
  a: {
    agentId: string;
    event: WebhookJob['event'];
    outcome: WebhookOutcome;
    result: PostResult;
    at: Date;
  },
) {
  await pool.query(
    `with kept as (
       insert into webhook_attempts
         (agent_id, event_id, event_type, attempted_at, outcome, status_code, error)
       values ($1, $2, $3, $4, $5, $6, $7)
       returning id
     )
     delete from webhook_attempts where agent_id = $1 and id in (
       select id from webhook_attempts where agent_id = $1
       order by attempted_at desc, id desc offset $8)`,
    [
      a.agentId,
      a.event.id,
      a.event.type,
      a.at,
      a.outcome,
      'status' in a.result ? a.result.status : null,
      'error' in a.result ? a.result.error : null,
      WEBHOOK_LOG_SIZE - 1,
    ],
  );
}
