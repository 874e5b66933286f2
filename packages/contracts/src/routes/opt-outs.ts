// The opt-outs calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const optOutContact = defineRoute({
  method: 'POST',
  path: '/api/opt-outs',
  body: 'OptOutRequest',
  answer: 'OptOut',
});

export const getOptOuts = defineRoute({
  method: 'GET',
  path: '/api/opt-outs/:agentId',
  params: 'AgentIdParams',
  answer: 'OptOuts',
});

export const downloadOptOutsCsv = defineRoute({
  method: 'GET',
  path: '/api/opt-outs/:agentId/export.csv',
  params: 'AgentIdParams',
  answer: 'csv',
});
