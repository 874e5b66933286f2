import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-route';
import { signedInAgent } from '../../plugins/auth';
import { swipedLeadViews } from '../leads';
import { unsaveLead } from './unsave.service';

export const savedLeadsRoutes: FastifyPluginAsync = async (app) => {
  for (const [route, status] of [
    [routes.getSavedLeads, 'saved'],
    [routes.getDismissedLeads, 'dismissed'],
  ] as const) {
    serve(app, route, async (request) =>
      swipedLeadViews(app.database, signedInAgent(request).id, status),
    );
  }

  serve(app, routes.unsaveLead, async (request) =>
    unsaveLead(app.database.db, signedInAgent(request).id, request.params.leadId),
  );
};
