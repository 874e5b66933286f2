import { BADGES } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-route';
import { signedInAgent } from '../../plugins/auth';
import { creditReferralAfterBatch } from '../referrals';
import { awardBadges, earnedBadgesOf, takeUnseenBadges } from './streaks.service';

/**
 * Weekly streaks and badges (docs/rewards.md "Streaks" and "Badges"): each read first gives the
 * agent the badges its streak has reached, with their credits.
 */
export const streaksRoutes: FastifyPluginAsync = async (app) => {
  const award = (agentId: string) =>
    awardBadges(app.database.pool, app.database.db, agentId, app.clock.now());

  serve(app, routes.getStreak, async (request) => award(signedInAgent(request).id));

  serve(app, routes.getBadges, async () => [...BADGES]);

  serve(app, routes.getEarnedBadges, async (request) => {
    const agentId = signedInAgent(request).id;
    await award(agentId);
    return earnedBadgesOf(app.database.db, agentId);
  });

  serve(app, routes.recordLogin, async (request) => {
    const agentId = signedInAgent(request).id;
    await award(agentId);
    // Billing off, a first finished batch may credit the referral that brought the agent
    // (docs/rewards.md "Referral credits").
    if (app.config.billing === null) {
      await creditReferralAfterBatch(app.database.pool, agentId, app.clock.now());
    }
    return { earnedBadges: await takeUnseenBadges(app.database.db, agentId, app.clock.now()) };
  });
};
