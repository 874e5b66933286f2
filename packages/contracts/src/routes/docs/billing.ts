// What the OpenAPI document says of each billing call: the server's half of their
// definitions (docs/architecture.md "Routes"), which the browser never loads.
import * as routes from '../billing';
import { documented } from './documented';

export const billingDocs = documented(routes, {
  upgradeToPremium: {
    summary: 'Pro to Premium at once (10 leads a day from now), prorated by Stripe',
    tags: ['billing'],
    errors: ['BILLING_NOT_CONFIGURED', 'CONFLICT', 'PAYMENTS_UNAVAILABLE'],
  },
  createPortalSession: {
    summary: "Stripe's billing portal for the agent (card, invoices), back to /profile",
    tags: ['billing'],
    errors: ['BILLING_NOT_CONFIGURED', 'CONFLICT', 'PAYMENTS_UNAVAILABLE'],
  },
  receiveStripeWebhook: {
    summary: "Stripe's events: a subscription's state, re-read from Stripe, once per event",
    tags: ['billing'],
    errors: ['BAD_REQUEST', 'BILLING_NOT_CONFIGURED', 'PAYMENTS_UNAVAILABLE'],
  },
});
