import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync } from 'fastify';
import { type ActionRunner, type ClientAction, leadActedTime } from '../../lib/offline-action';
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

  serve(app, routes.getFollowUpDashboard, async (request) =>
    followUpDashboard(app.database, signedInAgent(request).id, app.clock.now()),
  );

  /**
   * A record or Skip Day, counted for the time it was made; serve() applies it once
   * (docs/offline.md "Offline work").
   */
  async function onLeadDay<B extends ClientAction & { leadId: string }, T>(
    { agentId, runner }: { agentId: string; runner: ActionRunner },
    body: B,
    act: (
      runner: ActionRunner,
      input: B & { agentId: string },
      acted: Date,
      arrivedAt: Date,
    ) => Promise<T>,
  ) {
    const input = { ...body, agentId };
    const now = app.clock.now();
    return act(runner, input, await leadActedTime(runner, { ...input, now }), now);
  }

  /** A lead's day 6 just done: `follow_up.finished` to the agent's webhook (docs/connections.md). */
  async function finished(
    { agentId, runner }: { agentId: string; runner: ActionRunner },
    { leadId, activityId }: { leadId: string; activityId: string },
    answer: { dayCompleted: boolean },
  ) {
    if (!answer.dayCompleted) return;
    const event = { agentId, leadId, activityId, now: app.clock.now() };
    await app.leadEvents.emit(runner, { ...event, type: 'follow_up.finished' });
  }

  serve(app, routes.recordActivity, async (request, _reply, extras) => {
    const answer = await onLeadDay(extras, request.body, recordContact);
    await finished(extras, request.body, answer);
    return answer;
  });
  serve(app, routes.completeDay, async (request, _reply, extras) => {
    const answer = await onLeadDay(extras, request.body, completeDay);
    await finished(extras, request.body, answer);
    return answer;
  });

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
