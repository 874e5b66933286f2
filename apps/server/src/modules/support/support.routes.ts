import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-route';
import { sessionAgent } from '../../plugins/auth';
import { sendSupportMessage } from './support.service';

/** Support (docs/accounts.md "Support form"): the contact form's messages, from anyone. */
export const supportRoutes: FastifyPluginAsync = async (app) => {
  // Public: visitors write too. A signed-in browser's message is tied to its agent.
  serve(app, routes.contactSupport, async (request) => {
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
    return { id, received: true as const };
  });
};
