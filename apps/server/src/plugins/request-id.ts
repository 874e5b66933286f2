import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** An id a caller or a proxy may hand in: short, and nothing that could forge a log line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Fastify's `genReqId`: the incoming X-Request-Id when it is a safe token (so one request can be
 * followed through a load balancer's log and ours), else a fresh UUID. Pino logs it as `reqId`.
 */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Sends the id back on every answer; the first hook, so a later one's error still carries it. */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
