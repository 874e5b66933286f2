import {
  Agent,
  ApiError,
  CompleteSignupRequest,
  CompleteStripeRegistrationRequest,
  CreateSubscriptionIntentRequest,
  CreateSubscriptionIntentResponse,
  SaveTrialEmailRequest,
  TrackSignupRequest,
} from '@porchlight/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { setSessionCookie } from '../../lib/sessions';
import { requirePayments } from '../billing';
import {
  completeCardRegistration,
  PENDING_SIGNUP_HOURS,
  startCardRegistration,
} from './card-registration.service';
import { completeSignup, saveTrialEmail, trackSignup } from './registration.service';

/**
 * The signup cookie: the key of the browser that asked for the card's SetupIntent, which alone may
 * complete the registration. HttpOnly and sent only to the API; SameSite=Lax, as the session's,
 * since the bank's check brings the browser back by a top-level navigation from its own site.
 */
const SIGNUP_COOKIE = 'porchlight_signup';

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const signupCookie = {
    path: '/api',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.NODE_ENV === 'production',
  } as const;

  app.post(
    '/api/complete-signup',
    {
      config: { public: true },
      schema: {
        summary: 'Create the account, its criteria and a 7-day trial; signs in',
        tags: ['accounts'],
        body: CompleteSignupRequest,
        response: { 201: Agent, 402: ApiError, 409: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      if (app.payments) {
        throw new AppError(
          'CARD_REQUIRED',
          'A card is required to start your free trial on this server.',
        );
      }
      const { agent, token } = await completeSignup({
        pool: app.database.pool,
        limits: app.rateLimits,
        jobs: app.jobs,
        publicUrl: app.config.publicUrl,
        signup: request.body,
        ip: request.ip,
        now: app.clock.now(),
      });
      setSessionCookie(reply, app.config, token);
      return reply.status(201).send(agent);
    },
  );

  /** What the card steps need, with billing on (409 BILLING_NOT_CONFIGURED with it off). */
  const cardDeps = (request: FastifyRequest) => ({
    pool: app.database.pool,
    db: app.database.db,
    payments: requirePayments(app.payments),
    limits: app.rateLimits,
    jobs: app.jobs,
    publicUrl: app.config.publicUrl,
    ip: request.ip,
    browserKey: request.cookies[SIGNUP_COOKIE],
    now: app.clock.now(),
  });

  app.post(
    '/api/create-subscription-intent',
    {
      config: { public: true },
      schema: {
        summary:
          "Step 3 with billing on: a SetupIntent's client secret for the card; the signup is kept",
        tags: ['accounts'],
        body: CreateSubscriptionIntentRequest,
        response: {
          200: CreateSubscriptionIntentResponse,
          409: ApiError,
          429: ApiError,
          502: ApiError,
        },
      },
    },
    async (request, reply) => {
      const { clientSecret, browserKey } = await startCardRegistration(
        cardDeps(request),
        request.body,
      );
      // As long as the signup is kept (maxAge: the browser's clock, not this server's).
      reply.setCookie(SIGNUP_COOKIE, browserKey, {
        ...signupCookie,
        maxAge: PENDING_SIGNUP_HOURS * 3600,
      });
      return { clientSecret };
    },
  );

  app.post(
    '/api/complete-stripe-registration',
    {
      config: { public: true },
      schema: {
        summary: 'Create the account once its card is confirmed, with a Stripe trial; signs in',
        tags: ['accounts'],
        body: CompleteStripeRegistrationRequest,
        response: {
          201: Agent,
          402: ApiError,
          403: ApiError,
          404: ApiError,
          409: ApiError,
          429: ApiError,
          502: ApiError,
        },
      },
    },
    async (request, reply) => {
      const { agent, token } = await completeCardRegistration(cardDeps(request), request.body);
      setSessionCookie(reply, app.config, token);
      reply.clearCookie(SIGNUP_COOKIE, signupCookie);
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
