// The daily-leads calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const getAvailableCount = defineRoute({
  method: 'GET',
  path: '/api/leads/available-count/:agentId',
  params: 'AgentIdParams',
  answer: 'LeadCount',
  errors: ['CRITERIA_NOT_SET', 'RATE_LIMITED', 'LEAD_SOURCE_UNAVAILABLE'],
  summary: 'How many leads match the criteria (cached 60 s; fresh at most every 10 s)',
  tags: ['daily-leads'],
});

export const getCanGenerate = defineRoute({
  method: 'GET',
  path: '/api/leads/can-generate/:agentId',
  params: 'AgentIdParams',
  answer: 'CanGenerate',
  summary: 'Whether fresh leads can be had now, and why not',
  tags: ['daily-leads'],
});

export const getFreshLeads = defineRoute({
  method: 'POST',
  path: '/api/leads/fresh/:agentId',
  params: 'AgentIdParams',
  answer: 'FreshLeadsResponse',
  errors: [
    'CRITERIA_NOT_SET',
    'SUBSCRIPTION_REQUIRED',
    'CONFLICT',
    'ALL_LEADS_ARE_DUPLICATES',
    'SEARCH_CRITERIA_EXHAUSTED',
    'DAILY_LIMIT_REACHED',
    'LEAD_SOURCE_UNAVAILABLE',
  ],
  summary: "Top today's batch up to the plan's daily quota",
  tags: ['daily-leads'],
});

export const getTodaysLeads = defineRoute({
  method: 'GET',
  path: '/api/leads/today/:agentId',
  params: 'AgentIdParams',
  answer: 'LeadCards',
  summary: "Today's batch, in delivery order, as the swipe card shows it",
  tags: ['daily-leads'],
});

export const swipeLead = defineRoute({
  method: 'POST',
  path: '/api/swipe',
  offline: true,
  body: 'SwipeRequest',
  answer: 'SwipeResponse',
  errors: ['NOT_FOUND', 'SWIPED_ELSEWHERE', 'IDEMPOTENCY_KEY_REUSED'],
  summary: 'Save or dismiss a lead',
  tags: ['daily-leads'],
});

export const undoSwipe = defineRoute({
  method: 'POST',
  path: '/api/swipe/undo',
  offline: true,
  body: 'UndoSwipeRequest',
  answer: 'LeadCard',
  errors: [
    'CONFLICT',
    'NOTHING_TO_UNDO',
    'FOLLOW_UP_STARTED',
    'SWIPED_ELSEWHERE',
    'IDEMPOTENCY_KEY_REUSED',
  ],
  summary: "Undo the latest swipe of today's batch; answers the lead, shown again",
  tags: ['daily-leads'],
});
