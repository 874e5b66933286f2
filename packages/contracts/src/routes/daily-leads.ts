// The daily-leads calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const getAvailableCount = defineRoute({
  method: 'GET',
  path: '/api/leads/available-count/:agentId',
  params: 'AgentIdParams',
  answer: 'LeadCount',
});

export const getCanGenerate = defineRoute({
  method: 'GET',
  path: '/api/leads/can-generate/:agentId',
  params: 'AgentIdParams',
  answer: 'CanGenerate',
});

export const getFreshLeads = defineRoute({
  method: 'POST',
  path: '/api/leads/fresh/:agentId',
  params: 'AgentIdParams',
  answer: 'FreshLeadsResponse',
});

export const getTodaysLeads = defineRoute({
  method: 'GET',
  path: '/api/leads/today/:agentId',
  params: 'AgentIdParams',
  answer: 'LeadCards',
});

export const swipeLead = defineRoute({
  method: 'POST',
  path: '/api/swipe',
  offline: true,
  body: 'SwipeRequest',
  answer: 'SwipeResponse',
});

export const undoSwipe = defineRoute({
  method: 'POST',
  path: '/api/swipe/undo',
  offline: true,
  body: 'UndoSwipeRequest',
  answer: 'LeadCard',
});
