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

/**
 * Helmet's headers with a Content-Security-Policy written for this app, and no caching of API
 * answers. The middleware is built once (@fastify/helmet rebuilt it on every request, ~3% of the
 * CPU of a simple read).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const https = config.PUBLIC_URL?.startsWith('https://') ?? false;
  const billing = Boolean(process.env.VITE_STRIPE_PUBLISHABLE_KEY);
  const stripe = billing ? STRIPE_HOSTS : [];
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...MAP_SCRIPT_HOSTS, ...stripe],
        // Google Maps writes inline styles; no script may be inline.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...MAP_IMAGE_HOSTS],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...MAP_SCRIPT_HOSTS, ...(billing ? ['https://api.stripe.com'] : [])],
        frameSrc: billing ? [...stripe, 'https://hooks.stripe.com'] : ["'none'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
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
}
