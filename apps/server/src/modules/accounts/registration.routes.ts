import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { serve } from '../../lib/serve-route';
import { setSessionCookie } from '../../lib/sessions';
import { requirePayments } from '../billing';
import {
  completeCardRegistration,
  PENDING_SIGNUP_HOURS,
  startCardRegistration,
} from './card-registration.service';
import { completeSignup, saveTrialEmail, trackSignup } from './registration.service';

/**
 * The signup cookie: the key of the browser that asked for the card's SetupIntent, which alone may
 * complete the registration (docs/security.md). HttpOnly; SameSite=Lax, as the
 * session's, since the bank's check brings the browser back by a top-level navigation from its own
 * site. In production it is a `__Host-` cookie: Secure, for the whole host (Path=/) and no Domain,
 * so no subdomain and no plain-http page can set or shadow it. In development it keeps the plain
 * name, since a phone on the local network reaches the server over http, where Secure is refused.
 */
function signupCookie(production: boolean) {
  return {
    name: production ? '__Host-porchlight_signup' : 'porchlight_signup',
    options: { path: '/', httpOnly: true, sameSite: 'lax', secure: production } as const,
  };
}

export const registrationRoutes: FastifyPluginAsync = async (app) => {
  const cookie = signupCookie(app.config.NODE_ENV === 'production');

  serve(app, routes.completeSignup, async (request, reply) => {
    if (app.payments) {
      throw new AppError(
        'CARD_REQUIRED',
        'A card is required to start your free trial on this server.',
      );
    }
    const { agent, token } = await completeSignup({
      pool: app.database.pool,
      database: app.database.db,
      limits: app.rateLimits,
      jobs: app.jobs,
      publicUrl: app.config.publicUrl,
      signup: request.body,
      ip: request.ip,
      now: app.clock.now(),
    });
    setSessionCookie(reply, app.config, token);
    return agent;
  });

  /** What the card steps need, with billing on (409 BILLING_NOT_CONFIGURED with it off). */
  const cardDeps = (request: FastifyRequest) => ({
    pool: app.database.pool,
    db: app.database.db,
    payments: requirePayments(app.payments),
    limits: app.rateLimits,
    jobs: app.jobs,
    publicUrl: app.config.publicUrl,
    ip: request.ip,
    browserKey: request.cookies[cookie.name],
    now: app.clock.now(),
  });

  serve(app, routes.createSubscriptionIntent, async (request, reply) => {
    const { clientSecret, browserKey } = await startCardRegistration(
      cardDeps(request),
      request.body,
    );
    // As long as the signup is kept (maxAge: the browser's clock, not this server's).
    reply.setCookie(cookie.name, browserKey, {
      ...cookie.options,
      maxAge: PENDING_SIGNUP_HOURS * 3600,
    });
    return { clientSecret };
  });

  serve(app, routes.completeStripeRegistration, async (request, reply) => {
    const { agent, token } = await completeCardRegistration(cardDeps(request), request.body);
    setSessionCookie(reply, app.config, token);
    reply.clearCookie(cookie.name, cookie.options);
    return agent;
  });

  serve(app, routes.trackSignup, async (request) => {
    await trackSignup({ db: app.database.db, event: request.body });
  });

  serve(app, routes.saveTrialEmail, async (request) => {
    await saveTrialEmail({ db: app.database.db, email: request.body.email });
  });
};
