import { AgentIdParams, ApiError, Lead, LeadIdParams, UnsaveRequest } from '@porchlight/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { leads, swipes } from '../../db/schema';
import { signedInAgent } from '../../plugins/auth';
import { findLeadViews } from '../leads/lead-view';
import { unsaveLead } from './unsave.service';

/** Latest swipe first: the order the agent saved or dismissed them in. */
const bySwipeTime = desc(swipes.seq);
const tags = ['saved-leads'];

export const savedLeadsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, status] of [
    ['/api/saved/:agentId', 'saved'],
    ['/api/dismissed/:agentId', 'dismissed'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          summary: `The agent's ${status} leads, newest first`,
          tags,
          params: AgentIdParams,
          response: { 200: z.array(Lead) },
        },
      },
      async (request) =>
        findLeadViews({
          db: app.database.db,
          agentId: signedInAgent(request).id,
          where: eq(leads.status, status),
          orderBy: [bySwipeTime, desc(leads.deliveredAt)],
          joinCurrentSwipe: true,
        }),
    );
  }

  app.delete(
    '/api/leads/:leadId/unsave',
    {
      schema: {
        summary: 'Removes a lead from saved and follow-up for good',
        tags,
        params: LeadIdParams,
        body: UnsaveRequest,
        response: { 200: Lead, 404: ApiError, 409: ApiError },
      },
    },
    async (request) =>
      unsaveLead(app.database.db, signedInAgent(request).id, request.params.leadId),
  );
};
