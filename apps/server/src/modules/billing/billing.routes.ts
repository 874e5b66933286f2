import {
  ApiError,
  BillingAgentRequest,
  PortalSessionResponse,
  PublicConfig,
  StripeWebhookResponse,
  UpgradeResponse,
} from '@porchlight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { signedInAgent } from '../../plugins/auth';
import type { Payments } from '../../providers/payments';
import { askStripe, requirePayments } from './payments-calls';
import { portalSession, upgradeToPremium } from './plan-changes.service';
import { takeStripeEvent } from './stripe-webhook.service';

const tags = ['billing'];

/** Billing (docs/billing.md): the mode this server runs in, and Stripe's word on subscriptions. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { billing } = app.config;
  // Read per call: with PORT=0 the public URL's port is known only once the server listens.
  const publicConfig = (): PublicConfig => ({
    billing: { enabled: billing !== null, publishableKey: billing?.publishableKey ?? null },
    postcards: { mailing: app.postcards !== null },
    support: { email: app.config.SUPPORT_EMAIL, phone: app.config.SUPPORT_PHONE ?? null },
    partner: { signupUrl: app.config.PARTNER_SIGNUP_URL ?? `${app.config.publicUrl}/register` },
  });

  app.get(
    '/api/config',
    {
      config: { public: true },
      schema: {
        summary:
          "This server's public settings: whether billing is on, and Stripe's publishable key",
        tags,
        response: { 200: PublicConfig },
      },
    },
    async () => publicConfig(),
  );

  const errors = { 409: ApiError, 502: ApiError };

  app.post(
    '/api/stripe/upgrade-to-premium',
    {
      schema: {
        summary: 'Pro to Premium at once (10 leads a day from now), prorated by Stripe',
        tags,
        body: BillingAgentRequest,
        response: { 200: UpgradeResponse, ...errors },
      },
    },
    async (request) =>
      upgradeToPremium({
        db: app.database.db,
        payments: requirePayments(app.payments),
        agentId: signedInAgent(request).id,
        now: app.clock.now(),
      }),
  );

  app.post(
    '/api/stripe/create-portal-session',
    {
      schema: {
        summary: "Stripe's billing portal for the agent (card, invoices), back to /profile",
        tags,
        body: BillingAgentRequest,
        response: { 200: PortalSessionResponse, ...errors },
      },
    },
    async (request) =>
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
    webhook.post(
      '/api/stripe/webhook',
      {
        // Stripe calls it, signed: no session, no Origin.
        config: { public: true, crossOrigin: true },
        schema: {
          summary: "Stripe's events: a subscription's state, re-read from Stripe, once per event",
          tags,
          response: { 200: StripeWebhookResponse, 400: ApiError, 409: ApiError, 502: ApiError },
        },
      },
      async (request) => {
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
      },
    );
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
