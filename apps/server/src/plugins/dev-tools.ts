import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { hasOwnHostName } from '../lib/own-host';

/** Headers a proxy adds for the client it forwards: their presence means "not this machine". */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * A request made on this machine: the socket's own peer is loopback (never `request.ip`, which
 * TRUST_PROXY takes from X-Forwarded-For) and no proxy says it forwards someone else — a reverse
 * proxy on this machine connects from loopback too.
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback =
    address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
  return loopback && FORWARDING_HEADERS.every((header) => request.headers[header] === undefined);
}

/**
 * Developer tools (test clock, mail outbox) live under /dev: never in production, and even then
 * only for requests from this machine that name it by one of its own host names (a page that
 * rebinds its own name to 127.0.0.1 must not read the outbox's reset links). Anyone else gets the
 * 404 of a path that does not exist.
 */
export async function registerDevTools(
  app: FastifyInstance,
  config: Config,
  tools: (dev: FastifyInstance) => Promise<void>,
) {
  if (config.NODE_ENV === 'production') return;
  await app.register(
    async (dev) => {
      dev.addHook('onRequest', async (request, reply) => {
        if (isLoopbackRequest(request) && hasOwnHostName(request, config)) return;
        reply.callNotFound();
        return reply;
      });
      await tools(dev);
    },
    { prefix: '/dev' },
  );
}
