import { ApiError, ConfirmEmailRequest, ConfirmEmailResponse } from '@porchlight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmEmail } from './confirm-email.service';

export const confirmEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/confirm-email',
    {
      // Public: the link is opened from the mailbox, often in a browser that is not signed in.
      // No limit: the token is 256 random bits, and a wrong one changes nothing.
      config: { public: true },
      schema: {
        summary:
          "Confirm the account's email with the link mailed at signup; with billing off, credits its referral",
        tags: ['accounts'],
        body: ConfirmEmailRequest,
        response: { 200: ConfirmEmailResponse, 400: ApiError },
      },
    },
    async (request) => {
      await confirmEmail({
        pool: app.database.pool,
        token: request.body.token,
        // Billing on: the referral is credited by the friend's first paid invoice instead.
        creditsReferral: app.config.billing === null,
        now: app.clock.now(),
      });
      return { confirmed: true as const };
    },
  );
};
