import { Agent, ApiError, AuthenticateRequest } from '@porchlight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clearSessionCookie,
  deleteSession,
  SESSION_COOKIE,
  setSessionCookie,
} from '../../lib/sessions';
import { sessionEndsHeard } from '../../plugins/auth';
import { signIn } from './sign-in.service';

export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/authenticate',
    {
      config: { public: true },
      schema: {
        summary: 'Sign in with email and password; sets the session cookie',
        tags: ['accounts'],
        body: AuthenticateRequest,
        response: { 200: Agent, 401: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const { agent, token } = await signIn({
        db: app.database.db,
        limits: app.rateLimits,
        ...request.body,
        ip: request.ip,
        now: app.clock.now(),
      });
      setSessionCookie(reply, app.config, token);
      return agent;
    },
  );

  app.post(
    '/api/logout',
    {
      config: { public: true },
      schema: { summary: 'Sign out this browser', tags: ['accounts'] },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token && (await deleteSession({ db: app.database.db, token }))) {
        await sessionEndsHeard(app);
      }
      clearSessionCookie(reply, app.config);
      return reply.status(204).send();
    },
  );
};
