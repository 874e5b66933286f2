import { AgentIdParams, ApiError, OptOut, OptOutRequest } from '@porchlight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInAgent } from '../../plugins/auth';
import { listOptOuts, optOutsCsv, recordOptOut } from './opt-outs.service';

const tags = ['opt-outs'];

/** Owners who asked to stop, and the log of them: docs/compliance.md "Owners who asked to stop". */
export const optOutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    '/api/opt-outs',
    {
      schema: {
        summary: "Marks a lead's contact as asked to stop: treated like DNC from now on",
        tags,
        body: OptOutRequest,
        response: { 200: OptOut, 404: ApiError },
      },
    },
    async (request) =>
      recordOptOut(db, {
        ...request.body,
        agentId: signedInAgent(request).id,
        now: app.clock.now(),
      }),
  );

  app.get(
    '/api/opt-outs/:agentId',
    {
      schema: {
        summary: 'The opt-out log, newest first',
        tags,
        params: AgentIdParams,
        response: { 200: z.array(OptOut) },
      },
    },
    async (request) => listOptOuts(db, signedInAgent(request).id),
  );

  app.get(
    '/api/opt-outs/:agentId/export.csv',
    { schema: { summary: 'The opt-out log as CSV', tags, params: AgentIdParams } },
    async (request, reply) => {
      const csv = optOutsCsv(await listOptOuts(db, signedInAgent(request).id));
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="porchlight-opt-outs.csv"')
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );
};
