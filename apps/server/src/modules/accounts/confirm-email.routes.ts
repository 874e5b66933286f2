import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-route';
import { sessionEndsHeard } from '../../plugins/auth';
import { replaceWithClaim } from './account-replacement';
import { confirmEmail } from './confirm-email.service';

export const confirmEmailRoutes: FastifyPluginAsync = async (app) => {
  // Public: the link is opened from the mailbox, often in a browser that is not signed in.
  // No limit: the token is 256 random bits, and a wrong one changes nothing.
  serve(app, routes.confirmEmail, async (request) => {
    const link = {
      pool: app.database.pool,
      token: request.body.token,
      // Billing on: the referral is credited by the friend's first paid invoice instead.
      creditsReferral: app.config.billing === null,
      now: app.clock.now(),
    };
    if (!(await confirmEmail(link))) {
      // A link that replaces an unconfirmed account: its sessions end everywhere before the answer.
      await replaceWithClaim({ ...link, db: app.database.db, payments: app.payments });
      await sessionEndsHeard(app);
    }
    return { confirmed: true as const };
  });
};
