import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-route';
import { setSessionCookie } from '../../lib/sessions';
import { sessionEndsHeard, signedInAgent } from '../../plugins/auth';
import { changePassword } from './change-password.service';
import {
  FORGOT_PASSWORD_ANSWER,
  requestPasswordReset,
  resetPassword,
  verifyResetToken,
} from './password-reset.service';

export const passwordRoutes: FastifyPluginAsync = async (app) => {
  serve(app, routes.requestPasswordReset, async (request) => {
    await requestPasswordReset({
      jobs: app.jobs,
      limits: app.rateLimits,
      email: request.body.email,
      now: app.clock.now(),
    });
    return { message: FORGOT_PASSWORD_ANSWER };
  });

  serve(app, routes.verifyResetToken, async (request) => {
    await verifyResetToken({
      db: app.database.db,
      token: request.body.token,
      now: app.clock.now(),
    });
    return { valid: true as const };
  });

  serve(app, routes.resetPassword, async (request, reply) => {
    const { agent, token } = await resetPassword({
      pool: app.database.pool,
      limits: app.rateLimits,
      ...request.body,
      ip: request.ip,
      now: app.clock.now(),
    });
    await sessionEndsHeard(app);
    setSessionCookie(reply, app.config, token);
    return agent;
  });

  serve(app, routes.changePassword, async (request) => {
    const agent = signedInAgent(request);
    await changePassword({
      database: app.database,
      limits: app.rateLimits,
      agentId: agent.id,
      currentPassword: request.body.currentPassword,
      newPassword: request.body.newPassword,
      keepTokenHash: agent.sessionTokenHash,
    });
    await sessionEndsHeard(app);
    return { message: 'Your password has been changed.' };
  });
};
