// The Follow Up Boss connection's calls (docs/connections.md "Follow Up Boss").
import { defineRoute } from './define-route';

export const getFollowUpBossConnection = defineRoute({
  method: 'GET',
  path: '/api/connections/follow-up-boss/:agentId',
  params: 'AgentIdParams',
  answer: 'FollowUpBossConnection',
});

export const connectFollowUpBoss = defineRoute({
  method: 'PUT',
  path: '/api/connections/follow-up-boss/:agentId',
  params: 'AgentIdParams',
  body: 'ConnectFollowUpBossRequest',
  answer: 'FollowUpBossConnection',
});

export const updateFollowUpBossSettings = defineRoute({
  method: 'PATCH',
  path: '/api/connections/follow-up-boss/:agentId',
  params: 'AgentIdParams',
  body: 'FollowUpBossSettingsRequest',
  answer: 'FollowUpBossConnection',
});

export const disconnectFollowUpBoss = defineRoute({
  method: 'DELETE',
  path: '/api/connections/follow-up-boss/:agentId',
  params: 'AgentIdParams',
  answer: 'FollowUpBossConnection',
});

export const getFollowUpBossDelivery = defineRoute({
  method: 'GET',
  path: '/api/leads/:leadId/follow-up-boss',
  params: 'LeadIdParams',
  answer: 'FollowUpBossDelivery',
});

export const sendLeadToFollowUpBoss = defineRoute({
  method: 'POST',
  path: '/api/leads/:leadId/follow-up-boss',
  params: 'LeadIdParams',
  answer: 'FollowUpBossDelivery',
});
