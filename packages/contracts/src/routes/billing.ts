// The billing calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const upgradeToPremium = defineRoute({
  method: 'POST',
  path: '/api/stripe/upgrade-to-premium',
  body: 'BillingAgentRequest',
  answer: 'UpgradeResponse',
  errors: ['BILLING_NOT_CONFIGURED', 'CONFLICT', 'PAYMENTS_UNAVAILABLE'],
  summary: 'Pro to Premium at once (10 leads a day from now), prorated by Stripe',
  tags: ['billing'],
});

export const createPortalSession = defineRoute({
  method: 'POST',
  path: '/api/stripe/create-portal-session',
  body: 'BillingAgentRequest',
  answer: 'PortalSessionResponse',
  errors: ['BILLING_NOT_CONFIGURED', 'CONFLICT', 'PAYMENTS_UNAVAILABLE'],
  summary: "Stripe's billing portal for the agent (card, invoices), back to /profile",
  tags: ['billing'],
});

export const receiveStripeWebhook = defineRoute({
  method: 'POST',
  path: '/api/stripe/webhook',
  public: true,
  crossOrigin: true,
  answer: 'StripeWebhookResponse',
  errors: ['BAD_REQUEST', 'BILLING_NOT_CONFIGURED', 'PAYMENTS_UNAVAILABLE'],
  summary: "Stripe's events: a subscription's state, re-read from Stripe, once per event",
  tags: ['billing'],
});
