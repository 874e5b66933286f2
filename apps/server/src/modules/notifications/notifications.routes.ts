import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-route';
import { signedInAgent } from '../../plugins/auth';
import { assertDeviceKey, assertPushServiceEndpoint } from './push-endpoint';
import {
  readPushSettings,
  removePushSubscription,
  savePushSubscription,
} from './subscriptions.service';

/** This device's morning notification (docs/notifications.md "Devices"). */
export const notificationsRoutes: FastifyPluginAsync = async (app) => {
  const { db, pool } = app.database;
  const extraOrigin = app.config.push?.extraOrigin ?? null;

  serve(app, routes.savePushSubscription, async (request) => {
    assertPushServiceEndpoint(request.body.endpoint, extraOrigin);
    assertDeviceKey(request.body.keys.p256dh);
    return savePushSubscription(pool, signedInAgent(request).id, request.body, app.clock.now());
  });

  serve(app, routes.removePushSubscription, async (request) => {
    await removePushSubscription(db, signedInAgent(request).id, request.body.endpoint);
  });

  serve(app, routes.getPushSettings, async (request) =>
    readPushSettings(db, signedInAgent(request).id, request.body.endpoint),
  );
};
