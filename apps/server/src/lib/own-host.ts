import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** Names that always mean this machine; a page elsewhere cannot take them over with DNS. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1'];

/**
 * Headers a proxy adds for the client it forwards, besides every `X-Forwarded-*` (For, Host,
 * Proto, Port, Prefix...): `Forwarded` (RFC 7239), nginx's `X-Real-IP`, and `Via`, which RFC 9110
 * asks every proxy to add.
 */
const FORWARDING_HEADERS = ['forwarded', 'x-real-ip', 'via'];

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

/** Any header by which a proxy says it forwards someone else (and may rename the Host). */
export function isForwarded(request: FastifyRequest): boolean {
  return Object.keys(request.headers).some(
    (name) => name.startsWith('x-forwarded-') || FORWARDING_HEADERS.includes(name),
  );
}

/**
 * A request made on this machine: the socket's own peer is loopback (never `request.ip`, which
 * TRUST_PROXY takes from X-Forwarded-For) and no proxy says it forwards someone else — a reverse
 * proxy on this machine connects from loopback too.
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback =
    address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
  return loopback && !isForwarded(request);
}

/**
 * The rule of the tools only this machine may use (/dev, /metrics without its token, /api/docs):
 * a loopback socket, no forwarding header, and a Host that is one of this machine's own names, so
 * a page that rebinds its own name to 127.0.0.1 cannot read them (docs/security.md "The app's own
 * names").
 */
export function isFromThisMachine(request: FastifyRequest, config: Config): boolean {
  return isLoopbackRequest(request) && hasOwnHostName(request, config);
}

/** An onRequest hook: anyone but this machine gets the 404 of a path that does not exist. */
export function thisMachineOnly(config: Config) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (isFromThisMachine(request, config)) return;
    reply.callNotFound();
    return reply;
  };
}

/** Lower case, without an IPv6 literal's brackets: `[::1]` and `::1` are one name. */
function bare(hostname: string): string {
  return hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
}
