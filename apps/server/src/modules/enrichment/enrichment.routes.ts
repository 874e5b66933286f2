import { ApiError, EnrichRequest, EnrichResponse, LeadIdParams } from '@porchlight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInAgent } from '../../plugins/auth';
import { enrichLead } from './enrichment.service';

const tags = ['enrichment'];

/** Enhance Skip Trace (docs/enrichment.md "Enhance"). */
export const enrichmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, pool } = app.database;

  app.post(
    '/api/leads/:leadId/enrich',
    {
      schema: {
        summary: 'Skip traces a lead once: more phones and emails for its owner',
        tags,
        params: LeadIdParams,
        body: EnrichRequest,
        response: { 200: EnrichResponse, 404: ApiError, 429: ApiError, 502: ApiError },
      },
    },
    async (request) =>
      enrichLead({
        pool,
        db,
        skipTrace: app.skipTrace,
        agentId: signedInAgent(request).id,
        leadId: request.params.leadId,
        now: app.clock.now(),
      }),
  );
};
