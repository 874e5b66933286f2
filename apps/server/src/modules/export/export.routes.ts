import { ApiError, ExportRequest, ExportResponse } from '@porchlight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInAgent } from '../../plugins/auth';
import { exportedLeads, queueSavedLeadsExport } from './export.service';
import { exportFileName, savedLeadsCsv } from './export-csv';

const tags = ['export'];

/** Export Leads, mailed or downloaded at once (docs/export.md "Mailed or downloaded"). */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/export/saved-leads',
    {
      schema: {
        summary: 'Mails the agent a CSV of their saved leads',
        tags,
        body: ExportRequest,
        response: { 200: ExportResponse, 409: ApiError },
      },
    },
    async (request) =>
      queueSavedLeadsExport(app.database.db, app.jobs, signedInAgent(request).id, app.clock.now()),
  );

  app.get(
    '/api/export/saved-leads.csv',
    { schema: { summary: "Downloads the signed-in agent's saved leads as CSV", tags } },
    async (request, reply) => {
      const rows = await exportedLeads(app.database.db, signedInAgent(request).id);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${exportFileName(app.clock.now())}"`)
        .header('Cache-Control', 'no-store')
        .send(savedLeadsCsv(rows));
    },
  );
};
