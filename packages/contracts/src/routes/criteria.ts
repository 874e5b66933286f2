// The criteria calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const getCriteria = defineRoute({
  method: 'GET',
  path: '/api/criteria/:agentId',
  params: 'AgentIdParams',
  answer: 'Criteria',
});

export const saveCriteria = defineRoute({
  method: 'POST',
  path: '/api/criteria/:agentId',
  params: 'AgentIdParams',
  body: 'SaveCriteriaRequest',
  answer: 'Criteria',
});
