import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { hasOwnHostName } from '../lib/own-host';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Takes state-changing calls from any site, with no Origin check: only for a caller that
     * proves itself another way (the Stripe webhook, by its signature). No route uses it yet.
     */
    crossOrigin?: boolean;
  }
}

/** Methods that change nothing: a foreign site may send them, CORS keeps their answer unread. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF beyond SameSite, before any other work (the session lookup included): a state-changing API
 * call from a browser must come from a page of this app, by its Origin (or, without one, its
 * Referer). A call naming neither is a script or a server, not a browser form: it may send JSON
 * only, which no foreign page can send without a CORS preflight this server never grants.
 */
export function registerOriginCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (READS.has(request.method) || !request.routeOptions.url?.startsWith('/api/')) return;
    if (request.routeOptions.config.crossOrigin === true) return;
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
    if (origin === undefined) {
      if (hasBody(request) && !isJson(request.headers['content-type'])) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.');
      }
      return;
    }
    if (!appOrigins(app, request).includes(origin.toLowerCase())) {
      throw new AppError('FORBIDDEN', 'This change must be made from the Porchlight app itself.');
    }
  });
}

/**
 * PUBLIC_URL's origin, read per request (with PORT=0 it is fixed up after listen). Without a
 * PUBLIC_URL that address is only a guess (http://localhost:PORT), so the address the browser
 * used is the app's too, when it names this machine (localhost, 127.0.0.1, [::1] at any port: the
 * Vite dev server's proxy keeps the Host) or the configured HOST. Any other name could be a
 * DNS-rebinding page, which sends its own name as both Host and Origin; a LAN address needs
 * HOST or PUBLIC_URL set to it.
 */
function appOrigins(app: FastifyInstance, request: FastifyRequest): string[] {
  const origins = [new URL(app.config.publicUrl).origin];
  if (!app.config.PUBLIC_URL && hasOwnHostName(request, app.config)) {
    origins.push(originOf(`${request.protocol}://${request.host}`));
  }
  return origins;
}

/** A Referer's origin; one that is not a URL names no origin of ours ("null"). */
function refererOrigin(referer: string | undefined): string | undefined {
  return referer === undefined ? undefined : originOf(referer);
}

function originOf(url: string): string {
  return URL.canParse(url) ? new URL(url).origin : 'null';
}

function hasBody(request: FastifyRequest): boolean {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > 0 || request.headers['transfer-encoding'] !== undefined;
}

function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}
