import { z } from 'zod';
import { SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES } from './plans';

export const SubscriptionPlan = z.enum(SUBSCRIPTION_PLANS);
export type SubscriptionPlan = z.infer<typeof SubscriptionPlan>;

export const SubscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/**
 * GET /api/config: what the browser learns of this server before anyone signs in. Billing is on
 * when the server has its Stripe keys; the publishable key is then the one Stripe.js needs.
 */
export const PublicConfig = z.object({
  billing: z.object({
    enabled: z.boolean(),
    publishableKey: z.string().nullable(),
  }),
  /** Whether a postcard service mails the cards (THANKSIO_TOKEN), or they are only rendered. */
  postcards: z.object({ mailing: z.boolean() }),
  /** The Support page's contact details (SUPPORT_EMAIL, SUPPORT_PHONE). */
  support: z.object({ email: z.email(), phone: z.string().nullable() }),
  /** The partner cash-offer service's registration page (PARTNER_SIGNUP_URL; else /register). */
  partner: z.object({ signupUrl: z.url() }),
  /** Web Push's VAPID public key (VAPID_PUBLIC_KEY); null: the morning notification is off. */
  push: z.object({ publicKey: z.string().nullable() }),
});
export type PublicConfig = z.infer<typeof PublicConfig>;

/** POST /api/stripe/webhook: Stripe needs only a 2xx to stop resending. */
export const StripeWebhookResponse = z.object({ received: z.literal(true) });
export type StripeWebhookResponse = z.infer<typeof StripeWebhookResponse>;

const agentId = z.uuid('agentId must be an agent id');

/** POST /api/stripe/upgrade-to-premium and /api/stripe/create-portal-session: whose billing. */
export const BillingAgentRequest = z.object({ agentId });
export type BillingAgentRequest = z.infer<typeof BillingAgentRequest>;

/** The upgrade's answer (docs/billing.md "Plan changes"): the plan now billed. */
export const UpgradeResponse = z.object({ subscriptionPlan: SubscriptionPlan });
export type UpgradeResponse = z.infer<typeof UpgradeResponse>;

/** Stripe's billing portal for this agent; the browser goes there and comes back to /profile. */
export const PortalSessionResponse = z.object({ url: z.url() });
export type PortalSessionResponse = z.infer<typeof PortalSessionResponse>;
