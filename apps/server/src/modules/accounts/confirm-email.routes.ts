import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-route';
import { confirmEmail } from './confirm-email.service';

export const confirmEmailRoutes: FastifyPluginAsync = async (app) => {
  // Public: the link is opened from the mailbox, often in a browser that is not signed in.
  // No limit: the token is 256 random bits, and a wrong one changes nothing.
  serve(app, routes.confirmEmail, async (request) => {
    await confirmEmail({
      pool: app.database.pool,
      token: request.body.token,
      // Billing on: the referral is credited by the friend's first paid invoice instead.
      creditsReferral: app.config.billing === null,
      now: app.clock.now(),
    });
    return { confirmed: true as const };
  });
};
