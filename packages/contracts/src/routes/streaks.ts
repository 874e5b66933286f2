// The streaks calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const getStreak = defineRoute({
  method: 'GET',
  path: '/api/streak/:agentId',
  params: 'AgentIdParams',
  answer: 'Streak',
});

export const getBadges = defineRoute({
  method: 'GET',
  path: '/api/badges',
  answer: 'Badges',
});

export const getEarnedBadges = defineRoute({
  method: 'GET',
  path: '/api/badges/:agentId',
  params: 'AgentIdParams',
  answer: 'EarnedBadges',
});

export const recordLogin = defineRoute({
  method: 'POST',
  path: '/api/login/:agentId',
  params: 'AgentIdParams',
  answer: 'LoginResponse',
});
