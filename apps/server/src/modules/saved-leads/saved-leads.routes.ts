import {
  AgentIdParams,
  ApiError,
  Lead,
  LeadIdParams,
  ListedLead,
  UnsaveRequest,
} from '@porchlight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonText } from '../../lib/json-text';
import { signedInAgent } from '../../plugins/auth';
import { swipedLeadViews } from '../leads';
import { unsaveLead } from './unsave.service';

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
          summary: `The agent's ${status} leads as the list shows them, newest first`,
          tags,
          params: AgentIdParams,
          response: { 200: z.array(ListedLead) },
        },
      },
      async (request, reply) =>
        sendJsonText(
          reply,
          await swipedLeadViews(app.database.db, signedInAgent(request).id, status),
        ),
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
