// The saved-leads calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const getSavedLeads = defineRoute({
  method: 'GET',
  path: '/api/saved/:agentId',
  params: 'AgentIdParams',
  answer: 'ListedLeads',
  summary: "The agent's saved leads as the list shows them, newest first",
  tags: ['saved-leads'],
});

export const getDismissedLeads = defineRoute({
  method: 'GET',
  path: '/api/dismissed/:agentId',
  params: 'AgentIdParams',
  answer: 'ListedLeads',
  summary: "The agent's dismissed leads as the list shows them, newest first",
  tags: ['saved-leads'],
});

export const unsaveLead = defineRoute({
  method: 'DELETE',
  path: '/api/leads/:leadId/unsave',
  params: 'LeadIdParams',
  body: 'UnsaveRequest',
  answer: 'Lead',
  errors: ['NOT_FOUND', 'NOT_SAVED'],
  summary: 'Removes a lead from saved and follow-up for good',
  tags: ['saved-leads'],
});
