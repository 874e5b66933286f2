// The follow-up calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const getFollowUpDashboard = defineRoute({
  method: 'GET',
  path: '/api/activities/dashboard/:agentId',
  params: 'AgentIdParams',
  answer: 'ActivityDashboard',
});

export const recordActivity = defineRoute({
  method: 'POST',
  path: '/api/activities/record',
  offline: true,
  body: 'RecordActivityRequest',
  answer: 'RecordActivityResponse',
});

export const completeDay = defineRoute({
  method: 'POST',
  path: '/api/activities/complete-day',
  // Skip Day may open a text: it waits for a connection (docs/offline.md "Work done offline").
  offline: 'online-only',
  body: 'CompleteDayRequest',
  answer: 'RecordActivityResponse',
});

export const dismissProperty = defineRoute({
  method: 'POST',
  path: '/api/activities/dismiss-property',
  body: 'LeadFollowUpRequest',
  answer: 'DismissPropertyResponse',
});

export const getActivitySummary = defineRoute({
  method: 'GET',
  path: '/api/activities/summary/:agentId',
  params: 'AgentIdParams',
  answer: 'ActivitySummary',
});

export const getActivityStats = defineRoute({
  method: 'GET',
  path: '/api/activities/stats',
  query: 'ActivityStatsQuery',
  answer: 'ActivityStats',
});
