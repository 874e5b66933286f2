// The opt-outs calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const optOutContact = defineRoute({
  method: 'POST',
  path: '/api/opt-outs',
  body: 'OptOutRequest',
  answer: 'OptOut',
  errors: ['NOT_FOUND', 'CONTACT_NOT_FOUND'],
  summary: "Marks a lead's contact as asked to stop: treated like DNC from now on",
  tags: ['opt-outs'],
});

export const getOptOuts = defineRoute({
  method: 'GET',
  path: '/api/opt-outs/:agentId',
  params: 'AgentIdParams',
  answer: 'OptOuts',
  summary: 'The opt-out log, newest first',
  tags: ['opt-outs'],
});

export const downloadOptOutsCsv = defineRoute({
  method: 'GET',
  path: '/api/opt-outs/:agentId/export.csv',
  params: 'AgentIdParams',
  answer: 'csv',
  summary: 'The opt-out log as CSV',
  tags: ['opt-outs'],
});
