import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { thisMachineOnly } from '../lib/own-host';

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
      dev.addHook('onRequest', thisMachineOnly(config));
      await tools(dev);
    },
    { prefix: '/dev' },
  );
}
