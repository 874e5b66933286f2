// The scripts calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const getOutboundScripts = defineRoute({
  method: 'GET',
  path: '/api/scripts/:agentId',
  params: 'AgentIdParams',
  answer: 'ScriptsResponse',
  summary: 'The six outbound scripts (defaults where never saved)',
  tags: ['scripts'],
});

export const saveOutboundScripts = defineRoute({
  method: 'PUT',
  path: '/api/scripts/:agentId',
  params: 'AgentIdParams',
  body: 'SaveScriptsRequest',
  answer: 'ScriptsResponse',
  summary: 'Saves outbound scripts for the days given',
  tags: ['scripts'],
});

export const getMailerScripts = defineRoute({
  method: 'GET',
  path: '/api/mailer-scripts/:agentId',
  params: 'AgentIdParams',
  answer: 'ScriptsResponse',
  summary: 'The six mailer follow-up scripts (defaults where never saved)',
  tags: ['scripts'],
});

export const saveMailerScripts = defineRoute({
  method: 'PUT',
  path: '/api/mailer-scripts/:agentId',
  params: 'AgentIdParams',
  body: 'SaveScriptsRequest',
  answer: 'ScriptsResponse',
  summary: 'Saves mailer follow-up scripts for the days given',
  tags: ['scripts'],
});
