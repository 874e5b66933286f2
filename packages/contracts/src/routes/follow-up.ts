// The follow-up calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const getFollowUpDashboard = defineRoute({
  method: 'GET',
  path: '/api/activities/dashboard/:agentId',
  params: 'AgentIdParams',
  answer: 'ActivityDashboard',
  summary: "Today's follow-up: each lead at its day, with the day's contacts",
  tags: ['follow-up'],
});

export const recordActivity = defineRoute({
  method: 'POST',
  path: '/api/activities/record',
  offline: true,
  body: 'RecordActivityRequest',
  answer: 'RecordActivityResponse',
  errors: [
    'VALIDATION_ERROR',
    'NOT_FOUND',
    'CONTACT_NOT_FOUND',
    'CONTACT_DNC',
    'QUIET_HOURS',
    'DAY_COMPLETE',
    'IDEMPOTENCY_KEY_REUSED',
  ],
  summary: 'Records one contact of the day as sent or passed',
  tags: ['follow-up'],
});

export const completeDay = defineRoute({
  method: 'POST',
  path: '/api/activities/complete-day',
  // Skip Day may open a text: it waits for a connection (docs/offline.md "Work done offline").
  offline: 'online-only',
  body: 'CompleteDayRequest',
  answer: 'RecordActivityResponse',
  errors: ['NOT_FOUND', 'CONFLICT', 'DAY_COMPLETE', 'IDEMPOTENCY_KEY_REUSED'],
  summary: 'Skip Day: completes a day with nothing left to record',
  tags: ['follow-up'],
});

export const dismissProperty = defineRoute({
  method: 'POST',
  path: '/api/activities/dismiss-property',
  body: 'LeadFollowUpRequest',
  answer: 'DismissPropertyResponse',
  errors: ['NOT_FOUND'],
  summary: 'Takes a lead out of the follow-up; it stays saved',
  tags: ['follow-up'],
});

export const getActivitySummary = defineRoute({
  method: 'GET',
  path: '/api/activities/summary/:agentId',
  params: 'AgentIdParams',
  answer: 'ActivitySummary',
  summary: "Today's activity: leads received, saved, passed; emails, texts, postcards sent",
  tags: ['follow-up'],
});

export const getActivityStats = defineRoute({
  method: 'GET',
  path: '/api/activities/stats',
  query: 'ActivityStatsQuery',
  answer: 'ActivityStats',
  summary: 'The follow-up so far: leads in sequence, in progress, completed; contacts',
  tags: ['follow-up'],
});
