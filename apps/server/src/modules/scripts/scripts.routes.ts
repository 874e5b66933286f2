import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-route';
import { signedInAgent } from '../../plugins/auth';
import { loadScripts, saveScripts } from './scripts.service';

/** Outbound and mailer follow-up scripts (docs/follow-up.md "Scripts"). */
export const scriptsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const kinds = [
    ['outbound', routes.getOutboundScripts, routes.saveOutboundScripts],
    ['mailer', routes.getMailerScripts, routes.saveMailerScripts],
  ] as const;
  for (const [kind, get, save] of kinds) {
    serve(app, get, async (request) => loadScripts(db, signedInAgent(request).id, kind));
    serve(app, save, async (request) =>
      saveScripts(db, signedInAgent(request).id, kind, request.body.scripts, app.clock.now()),
    );
  }
};
