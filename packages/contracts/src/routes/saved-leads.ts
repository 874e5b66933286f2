// The saved-leads calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const getSavedLeads = defineRoute({
  method: 'GET',
  path: '/api/saved/:agentId',
  params: 'AgentIdParams',
  answer: 'ListedLeads',
});

export const getDismissedLeads = defineRoute({
  method: 'GET',
  path: '/api/dismissed/:agentId',
  params: 'AgentIdParams',
  answer: 'ListedLeads',
});

export const unsaveLead = defineRoute({
  method: 'DELETE',
  path: '/api/leads/:leadId/unsave',
  params: 'LeadIdParams',
  body: 'UnsaveRequest',
  answer: 'Lead',
});
