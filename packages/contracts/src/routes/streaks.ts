// The streaks calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const getStreak = defineRoute({
  method: 'GET',
  path: '/api/streak/:agentId',
  params: 'AgentIdParams',
  answer: 'Streak',
  summary: "The agent's weekly streak: weeks in a row, the best, and this week's days",
  tags: ['streaks'],
});

export const getBadges = defineRoute({
  method: 'GET',
  path: '/api/badges',
  answer: 'Badges',
  summary: 'The four streak badges, the weeks each needs and the credits it pays',
  tags: ['streaks'],
});

export const getEarnedBadges = defineRoute({
  method: 'GET',
  path: '/api/badges/:agentId',
  params: 'AgentIdParams',
  answer: 'EarnedBadges',
  summary: 'The badges the agent earned',
  tags: ['streaks'],
});

export const recordLogin = defineRoute({
  method: 'POST',
  path: '/api/login/:agentId',
  params: 'AgentIdParams',
  answer: 'LoginResponse',
  summary: 'After sign-in or a finished batch: the badges earned since the agent last saw them',
  tags: ['streaks'],
});
