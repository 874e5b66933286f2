import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';

/** The socket's own peer address: X-Forwarded-For can be forged, so it is not consulted here. */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  const address = request.raw.socket.remoteAddress ?? '';
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/**
 * Developer tools (test clock, later the mail outbox and demo account) live under /dev: never in
 * production, and even then only for requests from this machine.
 */
export async function registerDevTools(
  app: FastifyInstance,
  config: Config,
  tools: (dev: FastifyInstance) => Promise<void>,
) {
  if (config.NODE_ENV === 'production') return;
  await app.register(
    async (dev) => {
      dev.addHook('onRequest', async (request) => {
        if (!isLoopbackRequest(request)) {
          throw new AppError(
            'FORBIDDEN',
            'Developer tools answer only requests from this machine.',
          );
        }
      });
      await tools(dev);
    },
    { prefix: '/dev' },
  );
}
