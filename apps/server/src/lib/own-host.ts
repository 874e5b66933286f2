import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** Names that always mean this machine; a page elsewhere cannot take them over with DNS. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1'];

/**
 * The request names this app by one of its own host names: loopback, the configured HOST, or
 * PUBLIC_URL's host. Any other name on a request reaching this server may be a DNS-rebinding page,
 * which names its own host, at this server's address, in both Host and Origin.
 */
export function hasOwnHostName(request: FastifyRequest, config: Config): boolean {
  if (!request.host) return false;
  const name = bare(request.hostname);
  const own = [...LOOPBACK_NAMES, bare(config.HOST)];
  if (config.PUBLIC_URL) own.push(bare(new URL(config.PUBLIC_URL).hostname));
  return own.includes(name);
}

/** Lower case, without an IPv6 literal's brackets: `[::1]` and `::1` are one name. */
function bare(hostname: string): string {
  return hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
}
