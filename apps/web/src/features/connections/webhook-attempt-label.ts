import {
  isRetriedWebhookStatus,
  type WebhookAttempt,
  type WebhookEventType,
} from '@porchlight/contracts';

const EVENT_NAMES: Record<WebhookEventType, string> = {
  'lead.saved': 'Lead saved',
  'lead.contacted': 'Lead contacted',
  'follow_up.finished': 'Follow-up finished',
};

const NO_ANSWER = { timeout: 'no answer in 10 s', unreachable: 'could not connect' } as const;

export function webhookEventName(event: WebhookEventType): string {
  return EVENT_NAMES[event];
}

/**
 * How the delivery log says an attempt ended (docs/connections.md "Webhooks"): "Delivered",
 * "Failed: 500, retrying", "Failed: 404", "Failed: 503, gave up", "Refused: private address".
 */
export function webhookAttemptLabel({ outcome, statusCode, error }: WebhookAttempt): string {
  if (outcome === 'delivered') return 'Delivered';
  if (outcome === 'refused') return 'Refused: private address';
  const why = statusCode ?? (error && error !== 'private_address' ? NO_ANSWER[error] : 'no answer');
  if (outcome === 'retrying') return `Failed: ${why}, retrying`;
  const retriable = statusCode === null || isRetriedWebhookStatus(statusCode);
  return retriable ? `Failed: ${why}, gave up` : `Failed: ${why}`;
}
