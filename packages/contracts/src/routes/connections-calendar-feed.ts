// The private calendar feed's calls (docs/connections.md "Calendar feed"). The feed itself,
// GET /calendar/:token.ics, is no API call: calendar apps fetch it with the token as the only key.
import { defineRoute } from './define-route';

export const getCalendarFeed = defineRoute({
  method: 'GET',
  path: '/api/connections/calendar-feed/:agentId',
  params: 'AgentIdParams',
  answer: 'CalendarFeedStatus',
});

export const createCalendarFeed = defineRoute({
  method: 'POST',
  path: '/api/connections/calendar-feed/:agentId',
  status: 201,
  params: 'AgentIdParams',
  answer: 'CalendarFeedLink',
});

export const revokeCalendarFeed = defineRoute({
  method: 'DELETE',
  path: '/api/connections/calendar-feed/:agentId',
  status: 204,
  params: 'AgentIdParams',
  answer: null,
});
