import { APP_VERSION, VersionResponse } from '@porchlight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const versionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/version',
    {
      config: { public: true },
      schema: {
        summary: 'The app version the server runs',
        tags: ['system'],
        response: { 200: VersionResponse },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ version: APP_VERSION }),
  );
};
