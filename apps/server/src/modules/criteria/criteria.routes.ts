import { AgentIdParams, Criteria, SaveCriteriaRequest } from '@porchlight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInAgent } from '../../plugins/auth';
import { getCriteria, saveCriteria } from './criteria.service';

export const criteriaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/criteria/:agentId',
    {
      schema: {
        summary: "The agent's lead criteria (empty arrays when never saved)",
        tags: ['criteria'],
        params: AgentIdParams,
        response: { 200: Criteria },
      },
    },
    async (request) => getCriteria(app.database.db, signedInAgent(request).id),
  );

  app.post(
    '/api/criteria/:agentId',
    {
      schema: {
        summary: 'Save the lead criteria; resets the lead cursor and the cached count',
        tags: ['criteria'],
        params: AgentIdParams,
        body: SaveCriteriaRequest,
        response: { 200: Criteria },
      },
    },
    async (request) =>
      saveCriteria({
        pool: app.database.pool,
        agentId: signedInAgent(request).id,
        request: request.body,
        now: app.clock.now(),
      }),
  );
};
