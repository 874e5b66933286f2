import { IMPORT_LIMITS } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import { serve } from '../../lib/serve-route';
import { signedInAgent } from '../../plugins/auth';
import { takePoint } from '../../plugins/rate-limits';
import { startImportFollowUp, startLeadFollowUp } from '../follow-up';
import { remapImport, uploadImport } from './import-preview';
import { importReview, offerImportReview } from './import-review';
import { startImport } from './import-start';
import { findImportSummary, latestImportSummaries } from './import-summary';

/**
 * The file in base64 is a third more than the file. Room for twice the 5 MB limit, so a file a
 * little over it reaches the upload and is refused with the limit's own sentence.
 */
const UPLOAD_BODY_LIMIT = Math.ceil((IMPORT_LIMITS.maxBytes * 2 * 4) / 3);

/** A CSV of the agent's own leads, previewed, imported and reviewed (docs/imports.md). */
export const leadImportsRoutes: FastifyPluginAsync = async (app) => {
  const { db, pool } = app.database;
  const now = () => app.clock.now();
  // Each preview reads the whole file: a bound per agent keeps one from taking the machine.
  const previewAllowed = async (agentId: string) => {
    if (!(await takePoint(app.rateLimits.importPreviewsByAgent, agentId))) {
      throw new AppError(
        'RATE_LIMITED',
        "You've previewed many files in the last hour. Wait a little and try again.",
      );
    }
  };

  serve(
    app,
    routes.uploadLeadImport,
    async (request) => {
      const agentId = signedInAgent(request).id;
      await previewAllowed(agentId);
      return uploadImport(app.database, {
        agentId,
        fileName: request.body.fileName,
        content: request.body.content,
        now: now(),
      });
    },
    { bodyLimit: UPLOAD_BODY_LIMIT },
  );

  serve(app, routes.getLeadImports, async (request) => ({
    imports: await latestImportSummaries(db, signedInAgent(request).id),
  }));

  serve(app, routes.getLeadImport, async (request) => {
    const summary = await findImportSummary(db, signedInAgent(request).id, request.params.importId);
    if (!summary) throw new AppError('NOT_FOUND', 'Import not found.');
    return summary;
  });

  serve(app, routes.mapLeadImport, async (request) => {
    const agentId = signedInAgent(request).id;
    await previewAllowed(agentId);
    return remapImport(db, {
      agentId,
      importId: request.params.importId,
      mapping: request.body.mapping,
    });
  });

  serve(app, routes.startLeadImport, async (request) =>
    startImport(pool, app.jobs, {
      agentId: signedInAgent(request).id,
      importId: request.params.importId,
      mapping: request.body.mapping,
      destination: request.body.destination,
    }),
  );

  serve(app, routes.startImportFollowUp, async (request) =>
    startImportFollowUp(db, {
      agentId: signedInAgent(request).id,
      importId: request.params.importId,
      now: now(),
    }),
  );

  serve(app, routes.startLeadFollowUp, async (request) =>
    startLeadFollowUp(db, {
      agentId: signedInAgent(request).id,
      leadId: request.params.leadId,
      now: now(),
    }),
  );

  serve(app, routes.getImportReview, async (request) =>
    importReview(db, signedInAgent(request).id, now()),
  );

  serve(app, routes.offerImportReview, async (request) =>
    offerImportReview(pool, signedInAgent(request).id, now()),
  );
};
