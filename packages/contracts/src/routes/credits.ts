// The credits calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const getCredits = defineRoute({
  method: 'GET',
  path: '/api/credits/:agentId',
  params: 'AgentIdParams',
  answer: 'Credits',
});

export const getCreditTransactions = defineRoute({
  method: 'GET',
  path: '/api/credits/:agentId/transactions',
  params: 'AgentIdParams',
  answer: 'CreditTransactions',
});
