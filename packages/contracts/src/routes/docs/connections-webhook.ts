// What the OpenAPI document says of each connections webhook call: the server's half of their
// definitions (docs/architecture.md "Routes"), which the browser never loads.
import * as routes from '../connections-webhook';
import { documented } from './documented';

export const connectionsWebhookDocs = documented(routes, {
  getWebhook: {
    summary: "The agent's webhook address and its last 50 delivery attempts",
    tags: ['connections'],
  },
  saveWebhook: {
    summary:
      'Sets the webhook address (https, public); the first save makes the signing secret, shown once',
    tags: ['connections'],
  },
  rotateWebhookSecret: {
    summary: 'Makes a new signing secret, shown once; the old one stops signing at once',
    tags: ['connections'],
    errors: ['NOT_FOUND'],
  },
  removeWebhook: {
    summary: 'Removes the webhook; queued deliveries are dropped',
    tags: ['connections'],
  },
});
