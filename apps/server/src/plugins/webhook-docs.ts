import {
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_SIGNATURE_HEADER,
  WebhookEvent,
} from '@porchlight/contracts';
import { z } from 'zod';

const WHEN = {
  'lead.saved': 'The agent saved a lead (a right swipe, or a lead moved to Saved).',
  'lead.contacted': 'The agent marked a lead Contacted.',
  'follow_up.finished': "A lead's six-day follow-up is done: its day 6 completed.",
} as const;

/**
 * The OpenAPI 3.1 `webhooks` entries: one POST per event to the agent's own https address, its
 * body the contracts' WebhookEvent, signed as docs/connections.md "Webhooks" says.
 */
export function webhookDocs() {
  // JSON Schema 2020-12, which OpenAPI 3.1 takes as it is (@fastify/swagger's types mix
  // their 3.0 and 3.1 shapes, hence `never` where it is placed).
  const schema = z.toJSONSchema(WebhookEvent, { target: 'draft-2020-12' });
  const headers = [
    {
      name: WEBHOOK_SIGNATURE_HEADER,
      in: 'header' as const,
      required: true,
      description:
        't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the signing secret>, as Stripe signs',
      schema: { type: 'string' as const },
    },
    {
      name: WEBHOOK_EVENT_ID_HEADER,
      in: 'header' as const,
      required: true,
      description: "The event's id, the same on every retry: act on an event once",
      schema: { type: 'string' as const },
    },
  ];
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          summary: WHEN[type],
          description:
            'Any 2xx is delivered; a 5xx, a 429 or no answer within 10 s is retried with backoff for 24 h; any other answer is final.',
          parameters: headers,
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schema as never } },
          },
          responses: { '200': { description: 'Received' } },
        },
      },
    ]),
  );
}
