import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-route';
import { signedInAgent } from '../../plugins/auth';
import { getCriteria, saveCriteria } from './criteria.service';

export const criteriaRoutes: FastifyPluginAsync = async (app) => {
  serve(app, routes.getCriteria, async (request) =>
    getCriteria(app.database.db, signedInAgent(request).id),
  );

  serve(app, routes.saveCriteria, async (request) =>
    saveCriteria({
      pool: app.database.pool,
      agentId: signedInAgent(request).id,
      request: request.body,
      now: app.clock.now(),
    }),
  );
};
