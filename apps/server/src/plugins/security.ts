import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';

/** Hosts the browser may load map tiles and Street View imagery from. */
const MAP_IMAGE_HOSTS = [
  'https://tile.openstreetmap.org',
  'https://*.tile.openstreetmap.org',
  'https://maps.googleapis.com',
  'https://maps.gstatic.com',
  'https://*.googleapis.com',
  'https://*.ggpht.com',
];
const MAP_SCRIPT_HOSTS = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];
const STRIPE_HOSTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];

/** The policy for the app's pages, as one header value (directive names as the header spells them). */
function contentSecurityPolicy(https: boolean, billing: boolean): string {
  const stripe = billing ? STRIPE_HOSTS : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...MAP_SCRIPT_HOSTS, ...stripe],
    // Google Maps writes inline styles; no script may be inline.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Agents' own images (Mailer Settings photos, a postcard's front) live on any https host;
    // an image can run no script, so images alone may come from anywhere over https.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...MAP_IMAGE_HOSTS],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...MAP_SCRIPT_HOSTS, ...(billing ? ['https://api.stripe.com'] : [])],
    'frame-src': billing ? [...stripe, 'https://hooks.stripe.com'] : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(';');
}

/**
 * Helmet's headers, no caching of API answers, and a Content-Security-Policy written for this app
 * sent only with HTML: a policy governs what a page loads, so on a JSON answer it is ~700 bytes
 * of nothing. The middleware and the policy are built once (@fastify/helmet rebuilt it on every
 * request, ~3% of the CPU of a simple read).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const https = config.PUBLIC_URL?.startsWith('https://') ?? false;
  const billing = config.billing !== null;
  const policy = contentSecurityPolicy(https, billing);
  const setHeaders = helmet({
    contentSecurityPolicy: false,
    // Plain HTTP on a LAN address must keep working: HSTS only when the public URL is https.
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // API answers are an agent's own data (a public call's too: sign-in answers the profile):
    // no browser or proxy keeps them. A route may still set its own Cache-Control over this.
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    // A page that brings its own policy (the API docs UI) keeps it.
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', policy);
    }
    done(null, payload);
  });
}
