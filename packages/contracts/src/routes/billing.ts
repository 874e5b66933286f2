// The billing calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const upgradeToPremium = defineRoute({
  method: 'POST',
  path: '/api/stripe/upgrade-to-premium',
  body: 'BillingAgentRequest',
  answer: 'UpgradeResponse',
});

export const createPortalSession = defineRoute({
  method: 'POST',
  path: '/api/stripe/create-portal-session',
  body: 'BillingAgentRequest',
  answer: 'PortalSessionResponse',
});

export const receiveStripeWebhook = defineRoute({
  method: 'POST',
  path: '/api/stripe/webhook',
  public: true,
  crossOrigin: true,
  answer: 'StripeWebhookResponse',
});
