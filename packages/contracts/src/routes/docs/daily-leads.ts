// What the OpenAPI document says of each daily leads call: the server's half of their
// definitions (docs/architecture.md "Routes"), which the browser never loads.
import * as routes from '../daily-leads';
import { documented } from './documented';

export const dailyLeadsDocs = documented(routes, {
  getAvailableCount: {
    summary: 'How many leads match the criteria (cached 60 s; fresh at most every 10 s)',
    tags: ['daily-leads'],
    errors: ['CRITERIA_NOT_SET', 'RATE_LIMITED', 'LEAD_SOURCE_UNAVAILABLE'],
  },
  getCanGenerate: {
    summary: 'Whether fresh leads can be had now, and why not',
    tags: ['daily-leads'],
  },
  getFreshLeads: {
    summary: "Top today's batch up to the plan's daily quota",
    tags: ['daily-leads'],
    errors: [
      'CRITERIA_NOT_SET',
      'SUBSCRIPTION_REQUIRED',
      'CONFLICT',
      'ALL_LEADS_ARE_DUPLICATES',
      'SEARCH_CRITERIA_EXHAUSTED',
      'DAILY_LIMIT_REACHED',
      'LEAD_SOURCE_UNAVAILABLE',
    ],
  },
  getTodaysLeads: {
    summary: "Today's batch, in delivery order, as the swipe card shows it",
    tags: ['daily-leads'],
  },
  swipeLead: {
    summary: 'Save or dismiss a lead',
    tags: ['daily-leads'],
    errors: ['NOT_FOUND', 'SWIPED_ELSEWHERE'],
  },
  undoSwipe: {
    summary: "Undo the latest swipe of today's batch; answers the lead, shown again",
    tags: ['daily-leads'],
    errors: ['CONFLICT', 'NOTHING_TO_UNDO', 'FOLLOW_UP_STARTED', 'SWIPED_ELSEWHERE'],
  },
});
