import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync } from 'fastify';
import { sendJsonText } from '../../lib/json-text';
import { serve } from '../../lib/serve-route';
import { signedInAgent } from '../../plugins/auth';
import { activityStats, activitySummary } from './activity-report.service';
import {
  completeDay,
  dismissFromFollowUp,
  followUpDashboard,
  recordContact,
} from './follow-up.service';

/** The six-day follow-up (docs/follow-up.md "The six days"). */
export const followUpRoutes: FastifyPluginAsync = async (app) => {
  const { db, pool } = app.database;

  serve(app, routes.getFollowUpDashboard, async (request, reply) =>
    sendJsonText(
      reply,
      await followUpDashboard(app.database, signedInAgent(request).id, app.clock.now()),
    ),
  );

  serve(app, routes.recordActivity, async (request) =>
    recordContact(
      app.database,
      { ...request.body, agentId: signedInAgent(request).id },
      app.clock.now(),
    ),
  );

  serve(app, routes.completeDay, async (request) =>
    completeDay(pool, { ...request.body, agentId: signedInAgent(request).id }, app.clock.now()),
  );

  serve(app, routes.dismissProperty, async (request) =>
    dismissFromFollowUp(db, signedInAgent(request).id, request.body.leadId, app.clock.now()),
  );

  serve(app, routes.getActivitySummary, async (request) =>
    activitySummary(db, signedInAgent(request).id, app.clock.now()),
  );

  serve(app, routes.getActivityStats, async (request) =>
    activityStats(db, signedInAgent(request).id),
  );
};
