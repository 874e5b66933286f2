import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-route';
import { signedInAgent } from '../../plugins/auth';
import { getAgent, updateMailerSettings } from './agents.service';

export const agentRoutes: FastifyPluginAsync = async (app) => {
  serve(app, routes.getAgent, async (request) =>
    getAgent({
      db: app.database.db,
      agentId: signedInAgent(request).id,
      now: app.clock.now(),
    }),
  );

  serve(app, routes.updateMailerSettings, async (request) =>
    updateMailerSettings({
      db: app.database.db,
      agentId: signedInAgent(request).id,
      settings: request.body,
      now: app.clock.now(),
    }),
  );
};
