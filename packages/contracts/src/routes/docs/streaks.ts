// What the OpenAPI document says of each streaks call: the server's half of their
// definitions (docs/architecture.md "Routes"), which the browser never loads.
import * as routes from '../streaks';
import { documented } from './documented';

export const streaksDocs = documented(routes, {
  getStreak: {
    summary: "The agent's weekly streak: weeks in a row, the best, and this week's days",
    tags: ['streaks'],
  },
  getBadges: {
    summary: 'The four streak badges, the weeks each needs and the credits it pays',
    tags: ['streaks'],
  },
  getEarnedBadges: {
    summary: 'The badges the agent earned',
    tags: ['streaks'],
  },
  recordLogin: {
    summary: 'After sign-in or a finished batch: the badges earned since the agent last saw them',
    tags: ['streaks'],
  },
});
