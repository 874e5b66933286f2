import { ApiError, HealthResponse } from '@porchlight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkDatabase } from './health.service';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        summary: 'Liveness and database check',
        tags: ['system'],
        response: { 200: HealthResponse, 503: ApiError },
      },
    },
    async (_request, reply) => {
      await checkDatabase({ pool: app.database.pool });
      return reply.header('cache-control', 'no-store').send({ status: 'ok', database: 'ok' });
    },
  );
};
