import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-route';
import {
  clearSessionCookie,
  deleteSession,
  SESSION_COOKIE,
  setSessionCookie,
} from '../../lib/sessions';
import { sessionEndsHeard } from '../../plugins/auth';
import { signIn } from './sign-in.service';

export const signInRoutes: FastifyPluginAsync = async (app) => {
  serve(app, routes.authenticate, async (request, reply) => {
    const { agent, token } = await signIn({
      db: app.database.db,
      limits: app.rateLimits,
      ...request.body,
      ip: request.ip,
      now: app.clock.now(),
    });
    setSessionCookie(reply, app.config, token);
    return agent;
  });

  serve(app, routes.logout, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token && (await deleteSession({ db: app.database.db, token }))) {
      await sessionEndsHeard(app);
    }
    clearSessionCookie(reply, app.config);
  });
};
