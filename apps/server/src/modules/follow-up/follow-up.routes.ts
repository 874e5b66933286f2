import {
  ActivityDashboardItem,
  ActivityStats,
  ActivityStatsQuery,
  ActivitySummary,
  AgentIdParams,
  ApiError,
  CompleteDayRequest,
  DismissPropertyResponse,
  LeadFollowUpRequest,
  RecordActivityRequest,
  RecordActivityResponse,
} from '@porchlight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonText } from '../../lib/json-text';
import { signedInAgent } from '../../plugins/auth';
import { activityStats, activitySummary } from './activity-report.service';
import {
  completeDay,
  dismissFromFollowUp,
  followUpDashboard,
  recordContact,
} from './follow-up.service';

const tags = ['follow-up'];
const errors = { 400: ApiError, 404: ApiError, 409: ApiError };

/** The six-day follow-up (docs/follow-up.md "The six days"). */
export const followUpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, pool } = app.database;

  app.get(
    '/api/activities/dashboard/:agentId',
    {
      schema: {
        summary: "Today's follow-up: each lead at its day, with the day's contacts",
        tags,
        params: AgentIdParams,
        response: { 200: z.array(ActivityDashboardItem) },
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        await followUpDashboard(app.database, signedInAgent(request).id, app.clock.now()),
      ),
  );

  app.post(
    '/api/activities/record',
    {
      schema: {
        summary: 'Records one contact of the day as sent or passed',
        tags,
        body: RecordActivityRequest,
        response: { 200: RecordActivityResponse, ...errors },
      },
    },
    async (request) =>
      recordContact(
        app.database,
        { ...request.body, agentId: signedInAgent(request).id },
        app.clock.now(),
      ),
  );

  app.post(
    '/api/activities/complete-day',
    {
      schema: {
        summary: 'Skip Day: completes a day with nothing left to record',
        tags,
        body: CompleteDayRequest,
        response: { 200: RecordActivityResponse, ...errors },
      },
    },
    async (request) =>
      completeDay(pool, { ...request.body, agentId: signedInAgent(request).id }, app.clock.now()),
  );

  app.post(
    '/api/activities/dismiss-property',
    {
      schema: {
        summary: 'Takes a lead out of the follow-up; it stays saved',
        tags,
        body: LeadFollowUpRequest,
        response: { 200: DismissPropertyResponse, 404: ApiError },
      },
    },
    async (request) =>
      dismissFromFollowUp(db, signedInAgent(request).id, request.body.leadId, app.clock.now()),
  );

  app.get(
    '/api/activities/summary/:agentId',
    {
      schema: {
        summary: "Today's activity: leads received, saved, passed; emails, texts, postcards sent",
        tags,
        params: AgentIdParams,
        response: { 200: ActivitySummary },
      },
    },
    async (request) => activitySummary(db, signedInAgent(request).id, app.clock.now()),
  );

  app.get(
    '/api/activities/stats',
    {
      schema: {
        summary: 'The follow-up so far: leads in sequence, in progress, completed; contacts',
        tags,
        querystring: ActivityStatsQuery,
        response: { 200: ActivityStats },
      },
    },
    async (request) => activityStats(db, signedInAgent(request).id),
  );
};
