import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-route';
import { signedInAgent } from '../../plugins/auth';
import { listOptOuts, optOutsCsv, recordOptOut } from './opt-outs.service';

/** Owners who asked to stop, and the log of them: docs/compliance.md "Owners who asked to stop". */
export const optOutsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;

  serve(app, routes.optOutContact, async (request) =>
    recordOptOut(db, {
      ...request.body,
      agentId: signedInAgent(request).id,
      now: app.clock.now(),
    }),
  );

  serve(app, routes.getOptOuts, async (request) => listOptOuts(db, signedInAgent(request).id));

  serve(app, routes.downloadOptOutsCsv, async (request, reply) => {
    const csv = optOutsCsv(await listOptOuts(db, signedInAgent(request).id));
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="porchlight-opt-outs.csv"')
      .header('Cache-Control', 'no-store')
      .send(csv);
  });
};
