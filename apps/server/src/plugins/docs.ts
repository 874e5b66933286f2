import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@porchlight/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { thisMachineOnly } from '../lib/own-host';
import { webhookDocs } from './webhook-docs';

/**
 * The OpenAPI document generated from the route schemas, and a browsable UI over it. A map of
 * every route helps an attacker as much as a developer: in production only with API_DOCS=true,
 * and always only to this machine named by its own name, as /dev (anyone else gets a 404).
 */
export async function registerApiDocs(app: FastifyInstance, config: Config) {
  if (!(config.API_DOCS ?? config.NODE_ENV !== 'production')) return;
  await app.register(swagger, {
    openapi: {
      // 3.1 for `webhooks`: what the app sends to the agent's own receiver (docs/connections.md).
      openapi: '3.1.0',
      webhooks: webhookDocs(),
      info: {
        title: 'Porchlight API',
        description: 'Daily off-market seller leads for real estate agents.',
        version: APP_VERSION,
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    docs.addHook('onRequest', thisMachineOnly(config));
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });
}
