// The scripts calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const getOutboundScripts = defineRoute({
  method: 'GET',
  path: '/api/scripts/:agentId',
  params: 'AgentIdParams',
  answer: 'ScriptsResponse',
});

export const saveOutboundScripts = defineRoute({
  method: 'PUT',
  path: '/api/scripts/:agentId',
  params: 'AgentIdParams',
  body: 'SaveScriptsRequest',
  answer: 'ScriptsResponse',
});

export const getMailerScripts = defineRoute({
  method: 'GET',
  path: '/api/mailer-scripts/:agentId',
  params: 'AgentIdParams',
  answer: 'ScriptsResponse',
});

export const saveMailerScripts = defineRoute({
  method: 'PUT',
  path: '/api/mailer-scripts/:agentId',
  params: 'AgentIdParams',
  body: 'SaveScriptsRequest',
  answer: 'ScriptsResponse',
});
