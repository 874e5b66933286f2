import * as routes from '@porchlight/contracts/routes';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import { serve } from '../../lib/serve-route';
import { signedInAgent } from '../../plugins/auth';
import type { Payments } from '../../providers/payments';
import { askStripe, requirePayments } from './payments-calls';
import { portalSession, upgradeToPremium } from './plan-changes.service';
import { takeStripeEvent } from './stripe-webhook.service';

/** Billing (docs/billing.md): the agent's plan changes, and Stripe's word on subscriptions. */
export const billingRoutes: FastifyPluginAsync = async (app) => {
  serve(app, routes.upgradeToPremium, async (request) =>
    upgradeToPremium({
      db: app.database.db,
      payments: requirePayments(app.payments),
      agentId: signedInAgent(request).id,
      now: app.clock.now(),
    }),
  );

  serve(app, routes.createPortalSession, async (request) =>
    portalSession(
      {
        db: app.database.db,
        payments: requirePayments(app.payments),
        agentId: signedInAgent(request).id,
      },
      `${app.config.publicUrl}/profile`,
    ),
  );

  // Stripe signs the body's exact bytes: this route alone reads JSON as a Buffer.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    // Stripe calls it, signed: no session, no Origin (the definition says public, crossOrigin).
    serve(webhook, routes.receiveStripeWebhook, async (request) => {
      const payments = requirePayments(app.payments);
      const event = verified(payments, request.body, request.headers['stripe-signature']);
      if (event.apiVersion && event.apiVersion !== payments.apiVersion) {
        request.log.warn(
          { event: event.id, eventApiVersion: event.apiVersion, apiVersion: payments.apiVersion },
          `Stripe sent this event in API version ${event.apiVersion}, and this server speaks ${payments.apiVersion}: set the webhook endpoint's API version to ${payments.apiVersion}`,
        );
      }
      await askStripe(() =>
        takeStripeEvent(
          { pool: app.database.pool, payments, jobs: app.jobs, publicUrl: app.config.publicUrl },
          event,
          app.clock.now(),
        ),
      );
      return { received: true as const };
    });
  });
};

function verified(payments: Payments, body: unknown, signature: string | string[] | undefined) {
  if (!Buffer.isBuffer(body)) {
    throw new AppError('BAD_REQUEST', 'A Stripe event is a JSON body.');
  }
  try {
    return payments.verifiedEvent(body, typeof signature === 'string' ? signature : undefined);
  } catch (error) {
    const refused = new AppError(
      'BAD_REQUEST',
      "The Stripe-Signature header is missing, stale, or not this server's webhook secret.",
      { field: 'stripe-signature' },
    );
    refused.cause = error;
    throw refused;
  }
}
