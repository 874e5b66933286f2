import {
  Agent,
  ApiError,
  CompleteSignupRequest,
  SaveTrialEmailRequest,
  TrackSignupRequest,
} from '@porchlight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setSessionCookie } from '../../lib/sessions';
import { completeSignup, saveTrialEmail, trackSignup } from './registration.service';

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/complete-signup',
    {
      config: { public: true },
      schema: {
        summary: 'Create the account, its criteria and a 7-day trial; signs in',
        tags: ['accounts'],
        body: CompleteSignupRequest,
        response: { 201: Agent, 409: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const { agent, token } = await completeSignup({
        pool: app.database.pool,
        limits: app.rateLimits,
        signup: request.body,
        ip: request.ip,
        now: app.clock.now(),
      });
      setSessionCookie(reply, app.config, token);
      return reply.status(201).send(agent);
    },
  );

  app.post(
    '/api/track-signup',
    {
      config: { public: true },
      schema: {
        summary: "Record the registration wizard's progress (step 4: completed)",
        tags: ['accounts'],
        body: TrackSignupRequest,
      },
    },
    async (request, reply) => {
      await trackSignup({ db: app.database.db, event: request.body });
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/save-trial-email',
    {
      config: { public: true },
      schema: {
        summary: "Keep the landing page's free-trial email",
        tags: ['accounts'],
        body: SaveTrialEmailRequest,
      },
    },
    async (request, reply) => {
      await saveTrialEmail({ db: app.database.db, email: request.body.email });
      return reply.status(204).send();
    },
  );
};
