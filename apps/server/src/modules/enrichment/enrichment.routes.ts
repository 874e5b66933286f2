import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-route';
import { signedInAgent } from '../../plugins/auth';
import { enrichLead } from './enrichment.service';

/** Enhance Skip Trace (docs/enrichment.md "Enhance"). */
export const enrichmentRoutes: FastifyPluginAsync = async (app) => {
  const { db, pool } = app.database;

  serve(app, routes.enrichLead, async (request) =>
    enrichLead({
      pool,
      db,
      skipTrace: app.skipTrace,
      agentId: signedInAgent(request).id,
      leadId: request.params.leadId,
      now: app.clock.now(),
    }),
  );
};
