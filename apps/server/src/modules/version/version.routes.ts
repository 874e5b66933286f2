import { APP_VERSION } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-route';

export const versionRoutes: FastifyPluginAsync = async (app) => {
  serve(app, routes.getVersion, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ version: APP_VERSION }),
  );
};
