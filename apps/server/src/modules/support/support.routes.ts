import { ApiError, SupportContactRequest, SupportContactResponse } from '@porchlight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionAgent } from '../../plugins/auth';
import { sendSupportMessage } from './support.service';

/** Support (docs/accounts.md "Support form"): the contact form's messages, from anyone. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/support/contact',
    {
      // Public: visitors write too. A signed-in browser's message is tied to its agent.
      config: { public: true },
      schema: {
        summary: 'Send the support team a message (mailed to them, with a receipt to the sender)',
        tags: ['support'],
        body: SupportContactRequest,
        response: { 201: SupportContactResponse, 429: ApiError },
      },
    },
    async (request, reply) => {
      const agent = await sessionAgent(app, request);
      const { id } = await sendSupportMessage({
        pool: app.database.pool,
        jobs: app.jobs,
        limits: app.rateLimits,
        supportEmail: app.config.SUPPORT_EMAIL,
        request: request.body,
        agentId: agent?.id ?? null,
        ip: request.ip,
        now: app.clock.now(),
      });
      return reply.status(201).send({ id, received: true });
    },
  );
};
