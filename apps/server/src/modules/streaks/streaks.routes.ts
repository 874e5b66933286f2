import {
  AgentIdParams,
  BADGES,
  Badges,
  EarnedBadges,
  LoginResponse,
  Streak,
} from '@porchlight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInAgent } from '../../plugins/auth';
import { awardBadges, earnedBadgesOf, takeUnseenBadges } from './streaks.service';

const tags = ['streaks'];

/**
 * Weekly streaks and badges (docs/rewards.md "Streaks" and "Badges"): each read first gives the
 * agent the badges its streak has reached, with their credits.
 */
export const streaksRoutes: FastifyPluginAsyncZod = async (app) => {
  const award = (agentId: string) =>
    awardBadges(app.database.pool, app.database.db, agentId, app.clock.now());

  app.get(
    '/api/streak/:agentId',
    {
      schema: {
        summary: "The agent's weekly streak: weeks in a row, the best, and this week's days",
        tags,
        params: AgentIdParams,
        response: { 200: Streak },
      },
    },
    async (request) => award(signedInAgent(request).id),
  );

  app.get(
    '/api/badges',
    {
      schema: {
        summary: 'The four streak badges, the weeks each needs and the credits it pays',
        tags,
        response: { 200: Badges },
      },
    },
    async () => [...BADGES],
  );

  app.get(
    '/api/badges/:agentId',
    {
      schema: {
        summary: 'The badges the agent earned',
        tags,
        params: AgentIdParams,
        response: { 200: EarnedBadges },
      },
    },
    async (request) => {
      const agentId = signedInAgent(request).id;
      await award(agentId);
      return earnedBadgesOf(app.database.db, agentId);
    },
  );

  app.post(
    '/api/login/:agentId',
    {
      schema: {
        summary:
          'After sign-in or a finished batch: the badges earned since the agent last saw them',
        tags,
        params: AgentIdParams,
        response: { 200: LoginResponse },
      },
    },
    async (request) => {
      const agentId = signedInAgent(request).id;
      await award(agentId);
      return { earnedBadges: await takeUnseenBadges(app.database.db, agentId, app.clock.now()) };
    },
  );
};
