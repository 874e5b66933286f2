import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendJsonText } from '../../lib/json-text';
import {
  type ActionRunner,
  answerOnce,
  type ClientAction,
  leadActedTime,
} from '../../lib/offline-action';
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
  const { db } = app.database;

  serve(app, routes.getFollowUpDashboard, async (request, reply) =>
    sendJsonText(
      reply,
      await followUpDashboard(app.database, signedInAgent(request).id, app.clock.now()),
    ),
  );

  /**
   * A record or Skip Day: applied once, and counted for the time it was made
   * (docs/offline.md "Offline work").
   */
  function onLeadDay<B extends ClientAction & { leadId: string }, T extends object>(
    request: FastifyRequest<{ Body: ClientAction }>,
    reply: FastifyReply,
    body: B,
    act: (
      runner: ActionRunner,
      input: B & { agentId: string },
      acted: Date,
      arrivedAt: Date,
    ) => Promise<T>,
  ) {
    const agentId = signedInAgent(request).id;
    const input = { ...body, agentId };
    return answerOnce(app, request, reply, {
      agentId,
      act: async (runner) => {
        const now = app.clock.now();
        return act(runner, input, await leadActedTime(runner, { ...input, now }), now);
      },
    });
  }

  serve(app, routes.recordActivity, (request, reply) =>
    onLeadDay(request, reply, request.body, recordContact),
  );
  serve(app, routes.completeDay, (request, reply) =>
    onLeadDay(request, reply, request.body, completeDay),
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
