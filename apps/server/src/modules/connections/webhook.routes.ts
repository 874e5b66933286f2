import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-route';
import { signedInAgent } from '../../plugins/auth';
import {
  removeWebhook,
  rotateWebhookSecret,
  saveWebhook,
  webhookSettings,
} from './webhook-settings.service';

/** The agent's webhook to any other CRM (docs/connections.md "Webhooks"). */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;

  serve(app, routes.getWebhook, async (request) => webhookSettings(db, signedInAgent(request).id));

  serve(app, routes.saveWebhook, async (request) =>
    saveWebhook(db, signedInAgent(request).id, request.body.url, app.clock.now()),
  );

  serve(app, routes.rotateWebhookSecret, async (request) =>
    rotateWebhookSecret(db, signedInAgent(request).id, app.clock.now()),
  );

  serve(app, routes.removeWebhook, async (request) => {
    await removeWebhook(db, signedInAgent(request).id);
  });
};
