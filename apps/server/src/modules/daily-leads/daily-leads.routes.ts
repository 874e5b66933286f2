import {
  AgentIdParams,
  ApiError,
  CanGenerate,
  easternDay,
  FreshLeadsResponse,
  LeadCard,
  LeadCount,
  SwipeRequest,
  SwipeResponse,
  UndoSwipeRequest,
} from '@porchlight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonText } from '../../lib/json-text';
import { signedInAgent } from '../../plugins/auth';
import { todaysLeadViews } from '../leads';
import { deliverFreshLeads } from './delivery.service';
import { availableCount } from './lead-count.service';
import { oneAtATimePerKey } from './one-at-a-time';
import { loadQuotaState } from './quota-state';
import { canGenerate } from './quotas';
import { recordSwipe, undoLastSwipe } from './swipe.service';

const tags = ['daily-leads'];

export const dailyLeadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const exclusivityDays = app.config.LEAD_EXCLUSIVITY_DAYS;
  const oneDeliveryPerAgent = oneAtATimePerKey();
  // An agent's undos in turn: each reads the swipes the one before left (docs/leads.md "Swipes").
  const oneUndoPerAgent = oneAtATimePerKey();

  app.get(
    '/api/leads/available-count/:agentId',
    {
      schema: {
        summary: 'How many leads match the criteria (cached 60 s; fresh at most every 10 s)',
        tags,
        params: AgentIdParams,
        response: { 200: LeadCount, 400: ApiError, 429: ApiError, 502: ApiError },
      },
    },
    async (request) =>
      availableCount({
        db: app.database.db,
        source: app.leadSource,
        agentId: signedInAgent(request).id,
        now: app.clock.now(),
        exclusivityDays,
      }),
  );

  app.get(
    '/api/leads/can-generate/:agentId',
    {
      schema: {
        summary: 'Whether fresh leads can be had now, and why not',
        tags,
        params: AgentIdParams,
        response: { 200: CanGenerate },
      },
    },
    async (request) =>
      canGenerate(
        await loadQuotaState(app.database.db, signedInAgent(request).id, app.clock.now()),
      ),
  );

  app.post(
    '/api/leads/fresh/:agentId',
    {
      schema: {
        summary: "Top today's batch up to the plan's daily quota",
        tags,
        params: AgentIdParams,
        response: {
          200: FreshLeadsResponse,
          400: ApiError,
          402: ApiError,
          409: ApiError,
          429: ApiError,
          502: ApiError,
        },
      },
    },
    async (request) => {
      const agentId = signedInAgent(request).id;
      return oneDeliveryPerAgent(agentId, () =>
        deliverFreshLeads({
          pool: app.database.pool,
          db: app.database.db,
          source: app.leadSource,
          agentId,
          now: app.clock.now(),
          exclusivityDays,
        }),
      );
    },
  );

  app.get(
    '/api/leads/today/:agentId',
    {
      schema: {
        summary: "Today's batch, in delivery order, as the swipe card shows it",
        tags,
        params: AgentIdParams,
        response: { 200: z.array(LeadCard) },
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        await todaysLeadViews(
          app.database.db,
          signedInAgent(request).id,
          easternDay(app.clock.now()),
        ),
      ),
  );

  app.post(
    '/api/swipe',
    {
      schema: {
        summary: 'Save or dismiss a lead',
        tags,
        body: SwipeRequest,
        response: { 200: SwipeResponse, 404: ApiError },
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        await recordSwipe({
          pool: app.database.pool,
          agentId: signedInAgent(request).id,
          leadId: request.body.leadId,
          action: request.body.action,
          now: app.clock.now(),
        }),
      ),
  );

  app.post(
    '/api/swipe/undo',
    {
      schema: {
        summary: "Undo the latest swipe of today's batch; answers the lead, shown again",
        tags,
        body: UndoSwipeRequest,
        response: { 200: LeadCard, 409: ApiError },
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        await oneUndoPerAgent(signedInAgent(request).id, () =>
          undoLastSwipe({
            pool: app.database.pool,
            agentId: signedInAgent(request).id,
            now: app.clock.now(),
          }),
        ),
      ),
  );
};
