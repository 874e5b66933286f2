import { easternDay } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-route';
import { signedInAgent } from '../../plugins/auth';
import { todaysLeadViews } from '../leads';
import { deliverFreshLeads } from './delivery.service';
import { withTodaysCards } from './fresh-answer';
import { availableCount } from './lead-count.service';
import { oneAtATimePerKey } from './one-at-a-time';
import { loadQuotaState } from './quota-state';
import { canGenerate } from './quotas';
import { recordSwipe, undoLastSwipe } from './swipe.service';
import { swipeActedTime, undoActedTime } from './swipe-time';

export const dailyLeadsRoutes: FastifyPluginAsync = async (app) => {
  const exclusivityDays = app.config.LEAD_EXCLUSIVITY_DAYS;
  const oneDeliveryPerAgent = oneAtATimePerKey();
  // An agent's undos in turn: each reads the swipes the one before left (docs/leads.md "Swipes").
  const oneUndoPerAgent = oneAtATimePerKey();

  serve(app, routes.getAvailableCount, async (request) =>
    availableCount({
      db: app.database.db,
      source: app.leadSource,
      agentId: signedInAgent(request).id,
      now: app.clock.now(),
      exclusivityDays,
    }),
  );

  serve(app, routes.getCanGenerate, async (request) =>
    canGenerate(await loadQuotaState(app.database.db, signedInAgent(request).id, app.clock.now())),
  );

  serve(app, routes.getFreshLeads, async (request) => {
    const agentId = signedInAgent(request).id;
    const now = app.clock.now();
    const delivered = await oneDeliveryPerAgent(agentId, () =>
      deliverFreshLeads({
        pool: app.database.pool,
        db: app.database.db,
        source: app.leadSource,
        agentId,
        now,
        exclusivityDays,
      }),
    );
    const cards = await todaysLeadViews(app.database.db, agentId, easternDay(now));
    return withTodaysCards(delivered, cards);
  });

  serve(app, routes.getTodaysLeads, async (request) =>
    todaysLeadViews(app.database.db, signedInAgent(request).id, easternDay(app.clock.now())),
  );

  // A queued swipe or undo (docs/offline.md "Offline work") runs in one transaction that keeps
  // its answer; one made online runs on the pool as before (serve() does both: `offline`).
  serve(app, routes.swipeLead, async (request, _reply, { agentId, runner }) => {
    const { leadId, action, actedAt } = request.body;
    const now = await swipeActedTime(runner, { agentId, leadId, actedAt, now: app.clock.now() });
    const swipe = await recordSwipe({ pool: runner.client, agentId, leadId, action, now });
    if (action === 'save' && swipe.webhook) {
      const event = { agentId, leadId, type: 'lead.saved' as const, now: app.clock.now() };
      await app.leadEvents.emit(runner, event);
    }
    return swipe.answer;
  });

  serve(
    app,
    routes.undoSwipe,
    async (request, _reply, { agentId, runner }) => {
      const actedAt = request.body.actedAt;
      const when = await undoActedTime(runner, { agentId, actedAt, now: app.clock.now() });
      return undoLastSwipe({ pool: runner.client, agentId, ...when });
    },
    { inTurn: oneUndoPerAgent },
  );
};
