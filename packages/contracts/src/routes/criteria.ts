// The criteria calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const getCriteria = defineRoute({
  method: 'GET',
  path: '/api/criteria/:agentId',
  params: 'AgentIdParams',
  answer: 'Criteria',
  summary: "The agent's lead criteria (empty arrays when never saved)",
  tags: ['criteria'],
});

export const saveCriteria = defineRoute({
  method: 'POST',
  path: '/api/criteria/:agentId',
  params: 'AgentIdParams',
  body: 'SaveCriteriaRequest',
  answer: 'Criteria',
  summary: 'Save the lead criteria; resets the lead cursor and the cached count',
  tags: ['criteria'],
});
