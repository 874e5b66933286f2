import { inject } from 'vitest';

/**
 * This worker's own built server and its database (support/global-setup.ts starts one per
 * worker): a journey that moves the server's clock moves only its own worker's.
 */
export function journeyServer(): { baseUrl: string; databaseUrl: string } {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[(worker - 1) % servers.length];
  if (!server) throw new Error('no journey server was started');
  return server;
}
