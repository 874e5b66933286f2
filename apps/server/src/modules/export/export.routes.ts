import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-route';
import { signedInAgent } from '../../plugins/auth';
import { exportedLeads, queueSavedLeadsExport } from './export.service';
import { exportFileName, savedLeadsCsv } from './export-csv';

/** Export Leads, mailed or downloaded at once (docs/export.md "Mailed or downloaded"). */
export const exportRoutes: FastifyPluginAsync = async (app) => {
  serve(app, routes.exportSavedLeads, async (request) =>
    queueSavedLeadsExport(app.database.db, app.jobs, signedInAgent(request).id, app.clock.now()),
  );

  serve(app, routes.downloadSavedLeadsCsv, async (request, reply) => {
    const rows = await exportedLeads(app.database.db, signedInAgent(request).id);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${exportFileName(app.clock.now())}"`)
      .header('Cache-Control', 'no-store')
      .send(savedLeadsCsv(rows));
  });
};
