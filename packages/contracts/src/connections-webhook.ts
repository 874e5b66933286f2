// Any other CRM by a signed HTTPS webhook (docs/connections.md "Webhooks"): the agent's one
// address, the events sent to it, and the log of the last attempts.
import { z } from 'zod';

/** The attempts the Profile tab lists, newest first; older ones are pruned. */
export const WEBHOOK_LOG_SIZE = 50;

/** The header that carries `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Porchlight-Signature';
/** The event's id: the same on every retry, so a receiver acts on it once. */
export const WEBHOOK_EVENT_ID_HEADER = 'Porchlight-Event-Id';

export const WEBHOOK_EVENT_TYPES = ['lead.saved', 'lead.contacted', 'follow_up.finished'] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventType>;

/** https only; whether the host is public is the server's check, at saving and at every send. */
export const WebhookUrl = z
  .string()
  .trim()
  .max(2000, 'url must be at most 2000 characters')
  .pipe(z.url({ protocol: /^https$/, message: 'url must be an https:// address' }));

export const SaveWebhookRequest = z.object({ url: WebhookUrl });
export type SaveWebhookRequest = z.infer<typeof SaveWebhookRequest>;

/** An answer worth another try (so is no answer at all); any other answer is final. */
export function isRetriedWebhookStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/** How an attempt ended: 2xx, a failure retried later, a final failure, or an address refused. */
export const WebhookOutcome = z.enum(['delivered', 'retrying', 'failed', 'refused']);
export type WebhookOutcome = z.infer<typeof WebhookOutcome>;

export const WebhookAttempt = z.object({
  id: z.uuid(),
  attemptedAt: z.iso.datetime({ offset: true }),
  eventId: z.string(),
  event: WebhookEventType,
  outcome: WebhookOutcome,
  /** The receiver's HTTP status, when it answered. */
  statusCode: z.number().int().nullable(),
  /** Why there was no answer: `private_address`, `timeout`, `unreachable`. */
  error: z.enum(['private_address', 'timeout', 'unreachable']).nullable(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;

export const WebhookSettings = z.object({
  url: z.string().nullable(),
  /** The signing secret, only in the answer that made it (shown once). */
  secret: z.string().nullable(),
  attempts: z.array(WebhookAttempt),
});
export type WebhookSettings = z.infer<typeof WebhookSettings>;

/** The lead an event is about, as the receiver needs it to find or make its contact. */
export const WebhookLead = z.object({
  id: z.uuid(),
  /** The street line, as "100 Main St". */
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  ownerName: z.string().nullable(),
});

/** The JSON body of every delivery (the OpenAPI document's `webhooks`). */
export const WebhookEvent = z.object({
  id: z.string().describe('evt_…, also in the Porchlight-Event-Id header; the same on retries'),
  type: WebhookEventType,
  createdAt: z.iso.datetime({ offset: true }),
  data: z.object({ lead: WebhookLead }),
});
export type WebhookEvent = z.infer<typeof WebhookEvent>;
