import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@porchlight/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config';

/**
 * The OpenAPI document generated from the route schemas, and a browsable UI over it. A map of
 * every route helps an attacker as much as a developer: in production only with API_DOCS=true.
 */
export async function registerApiDocs(app: FastifyInstance, config: Config) {
  if (!(config.API_DOCS ?? config.NODE_ENV !== 'production')) return;
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Porchlight API',
        description: 'Daily off-market seller leads for real estate agents.',
        version: APP_VERSION,
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
