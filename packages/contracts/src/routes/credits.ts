// The credits calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const getCredits = defineRoute({
  method: 'GET',
  path: '/api/credits/:agentId',
  params: 'AgentIdParams',
  answer: 'Credits',
  summary: "The agent's lead credits",
  tags: ['credits'],
});

export const getCreditTransactions = defineRoute({
  method: 'GET',
  path: '/api/credits/:agentId/transactions',
  params: 'AgentIdParams',
  answer: 'CreditTransactions',
  summary: "The agent's 10 newest credit transactions, newest first",
  tags: ['credits'],
});
