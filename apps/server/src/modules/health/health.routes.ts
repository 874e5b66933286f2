import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-route';
import { checkDatabase } from './health.service';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  serve(app, routes.getHealth, async (_request, reply) => {
    await checkDatabase({ pool: app.database.pool });
    return reply.header('cache-control', 'no-store').send({ status: 'ok', database: 'ok' });
  });
};
