import { API_ERROR_STATUS, ApiError } from '@porchlight/contracts';
import { routeDocs } from '@porchlight/contracts/route-docs';
import { answerSchema, requestSchemas } from '@porchlight/contracts/route-schemas';
import type {
  RouteDefinition,
  RouteDocs,
  RouteParsed,
  RouteReturn,
} from '@porchlight/contracts/routes';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onSendHookHandler,
} from 'fastify';
import type { ZodType } from 'zod';
import { type AnswerText, answerRoute, type InTurn, type RouteExtras } from './route-behaviour';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contracts' definition the route was registered from (docs/architecture.md "Routes"). */
    route?: RouteDefinition;
  }
}

/** The request as the route's schemas leave it: each part parsed. */
export type RouteRequest<R extends RouteDefinition> = FastifyRequest<{
  Params: RouteParsed<R>['params'];
  Querystring: RouteParsed<R>['query'];
  Body: RouteParsed<R>['body'];
}>;

/**
 * A route's code: it returns the answer for the route's schema to check and send, JSON text in
 * the answer's shape to send as it is, or the reply once it has sent something else (a file, a
 * redirect). `extras` carries what the definition's flags give it (`RouteExtras`).
 */
export type RouteHandler<R extends RouteDefinition> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
  extras: RouteExtras<R>,
) => Promise<RouteReturn<R> | AnswerText<R> | FastifyReply>;

/** What a route may add to its definition: hooks of its own. */
export interface ServeOptions {
  onSend?: onSendHookHandler;
  /** A larger body than the app's 1 MB, for a call that carries a file (a CSV import). */
  bodyLimit?: number;
  /** An offline route's calls of one agent, one after another in this process. */
  inTurn?: InTurn;
  /** A definition made outside the contracts (a test's) brings its own docs. */
  docs?: RouteDocs;
}

/**
 * The error codes a call answers besides its own: a call applied once per client id or key says
 * when a key comes back with another body (docs/credits.md "Idempotency keys").
 */
function errorCodes(route: RouteDefinition, docs: RouteDocs) {
  const once = route.offline !== undefined || route.idempotencyKey === true;
  return [...(docs.errors ?? []), ...(once ? (['IDEMPOTENCY_KEY_REUSED'] as const) : [])];
}

/** The OpenAPI and validation schema of a definition: its parts, its answer and its errors. */
function fastifySchema(route: RouteDefinition, docs: RouteDocs): FastifySchema {
  const { params, query, body } = requestSchemas(route);
  const response: Record<number, ZodType> = {};
  const answer = answerSchema(route);
  if (answer) response[route.status ?? 200] = answer;
  if (answer && route.foundStatus) response[route.foundStatus] = answer;
  for (const code of errorCodes(route, docs)) response[API_ERROR_STATUS[code]] = ApiError;
  return {
    summary: docs.summary,
    tags: [...docs.tags],
    ...(params && { params }),
    ...(query && { querystring: query }),
    ...(body && { body }),
    ...(Object.keys(response).length > 0 && { response }),
  };
}

/**
 * Registers `route` from its contracts definition (docs/architecture.md "Routes"): its method and
 * path, its schemas, whether it needs a session, and its success status, which the handler may
 * still change (a referral already made answers 200, not 201). An `offline` route is applied once
 * per client id and an `idempotencyKey` one once per key, around the handler. What the OpenAPI
 * document says of it comes from its docs (`routeDocs`).
 */
export function serve<const R extends RouteDefinition>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  { inTurn, docs = routeDocs(route), ...options }: ServeOptions = {},
): void {
  app.route({
    method: route.method,
    url: route.path,
    ...options,
    config: {
      route,
      ...(route.public && { public: true }),
      ...(route.crossOrigin && { crossOrigin: true }),
    },
    schema: fastifySchema(route, docs),
    handler: async (request, reply) => {
      if (route.status) reply.code(route.status);
      // The schemas above checked the request: its parts are what RouteRequest says, and
      // answerRoute gives the code the extras its definition's flags promise.
      const act = (extras: object) =>
        handler(request as RouteRequest<R>, reply, extras as RouteExtras<R>);
      return answerRoute(app, route, { request, reply, act, ...(inTurn && { inTurn }) });
    },
  });
}
