import {
  AgentIdParams,
  ApiError,
  SaveScriptsRequest,
  ScriptsResponse,
} from '@porchlight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInAgent } from '../../plugins/auth';
import { loadScripts, type ScriptKind, saveScripts } from './scripts.service';

const tags = ['scripts'];

/** Outbound and mailer follow-up scripts (docs/follow-up.md "Scripts"). */
export const scriptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const kinds: Array<[path: string, kind: ScriptKind, what: string]> = [
    ['/api/scripts/:agentId', 'outbound', 'outbound'],
    ['/api/mailer-scripts/:agentId', 'mailer', 'mailer follow-up'],
  ];
  for (const [path, kind, what] of kinds) {
    app.get(
      path,
      {
        schema: {
          summary: `The six ${what} scripts (defaults where never saved)`,
          tags,
          params: AgentIdParams,
          response: { 200: ScriptsResponse },
        },
      },
      async (request) => loadScripts(db, signedInAgent(request).id, kind),
    );
    app.put(
      path,
      {
        schema: {
          summary: `Saves ${what} scripts for the days given`,
          tags,
          params: AgentIdParams,
          body: SaveScriptsRequest,
          response: { 200: ScriptsResponse, 400: ApiError },
        },
      },
      async (request) =>
        saveScripts(db, signedInAgent(request).id, kind, request.body.scripts, app.clock.now()),
    );
  }
};
