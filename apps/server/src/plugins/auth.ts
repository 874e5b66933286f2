import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { SessionCache } from '../lib/session-cache';
import { listenForSessionEnds, type SessionEnds } from '../lib/session-ends';
import { resolveSession, SESSION_COOKIE } from '../lib/sessions';
import { loggableError } from './logging';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sessions this process has read, trusted while `sessionEnds` listens. */
    sessionCache: SessionCache;
    sessionEnds: SessionEnds;
  }
  interface FastifyRequest {
    /** The signed-in agent, from the session cookie only; set on every non-public API route. */
    agent?: { id: string; sessionTokenHash: string };
  }
}

/** Fields that name an agent in a path, a query or a body: they must name the caller. */
const AGENT_FIELDS = ['agentId', 'referrerId'] as const;
const DOCS = /^\/api\/docs(\/|$)/;

/**
 * The ownership guard, once for every route: no session → 401; a path, query or body naming another
 * agent → 403. Objects of other agents (leads, activities…) are filtered in each service's SQL, so
 * they are simply not found (404).
 */
export function registerAuthGuard(app: FastifyInstance) {
  const cache = new SessionCache();
  const ends = listenForSessionEnds(app.database.pool.options, cache, (error) =>
    app.log.warn(
      { err: loggableError(error) },
      'session ends: no LISTEN connection; sessions are read from the database until it is back',
    ),
  );
  app.decorate('sessionCache', cache);
  app.decorate('sessionEnds', ends);
  app.addHook('onReady', async () => {
    await ends.ready;
  });
  app.addHook('onClose', async () => {
    await ends.stop();
  });

  app.addHook('onRequest', async (request) => {
    if (!needsSession(request)) return;
    const agent = await sessionAgent(app, request);
    if (!agent) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
    request.agent = agent;
  });

  app.addHook('preValidation', async (request) => {
    const agent = request.agent;
    if (!agent) return;
    for (const source of [request.params, request.query, request.body]) {
      if (!source || typeof source !== 'object') continue;
      for (const field of AGENT_FIELDS) {
        const named = (source as Record<string, unknown>)[field];
        if (named !== undefined && named !== agent.id) {
          throw new AppError('FORBIDDEN', 'You can only see and change your own account.');
        }
      }
    }
  });
}

/**
 * The agent of the request's session cookie, or null: the guard's own lookup, also for a public
 * route that ties what a signed-in agent sends to them (the Support form).
 */
export async function sessionAgent(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<FastifyRequest['agent'] | null> {
  const token = request.cookies[SESSION_COOKIE];
  const session = token
    ? await resolveSession({
        db: app.database.db,
        cache: app.sessionCache,
        token,
        now: app.clock.now(),
      })
    : null;
  return session ? { id: session.agentId, sessionTokenHash: session.tokenHash } : null;
}

/**
 * Waits until this process has heard every session end committed so far: a route that ends
 * sessions answers only then, so the browser's next request finds them ended on every process.
 */
export function sessionEndsHeard(app: FastifyInstance): Promise<void> {
  return app.sessionEnds.caughtUp(app.database.pool);
}

function needsSession(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  if (!url?.startsWith('/api/') || DOCS.test(url)) return false;
  return request.routeOptions.config.public !== true;
}

// Its home is lib/, where serve() reads it too; the modules keep importing it from here.
export { signedInAgent } from '../lib/signed-in-agent';
