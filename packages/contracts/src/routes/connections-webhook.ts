// The webhook to any other CRM (docs/connections.md "Webhooks").
import { defineRoute } from './define-route';

export const getWebhook = defineRoute({
  method: 'GET',
  path: '/api/agents/:agentId/webhook',
  params: 'AgentIdParams',
  answer: 'WebhookSettings',
});

export const saveWebhook = defineRoute({
  method: 'PUT',
  path: '/api/agents/:agentId/webhook',
  params: 'AgentIdParams',
  body: 'SaveWebhookRequest',
  answer: 'WebhookSettings',
});

export const rotateWebhookSecret = defineRoute({
  method: 'POST',
  path: '/api/agents/:agentId/webhook/secret',
  params: 'AgentIdParams',
  answer: 'WebhookSettings',
});

export const removeWebhook = defineRoute({
  method: 'DELETE',
  path: '/api/agents/:agentId/webhook',
  params: 'AgentIdParams',
  status: 204,
  answer: null,
});
