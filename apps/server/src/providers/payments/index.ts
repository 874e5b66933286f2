import type { SubscriptionPlan } from '@porchlight/contracts';
import type { SubscriptionState } from '../../db/schema';

/** A Stripe subscription as Porchlight keeps it. */
export interface BillingSubscription {
  id: string;
  customerId: string;
  state: SubscriptionState;
  /** Null when its price is neither plan's (a price this server does not know). */
  plan: SubscriptionPlan | null;
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
}

/** What a verified webhook event says, as far as Porchlight acts on it. */
export interface BillingEvent {
  id: string;
  type: string;
  /** The subscription the event concerns, when it concerns one. */
  subscriptionId: string | null;
}

/** The payment provider (Stripe) as the billing module uses it. */
export interface Payments {
  /** Stripe's current word on a subscription (webhooks re-read it rather than trust their order). */
  subscription(id: string): Promise<BillingSubscription>;
  /** The event in a webhook's raw body, if its signature is this server's and fresh; else throws. */
  verifiedEvent(rawBody: Buffer, signature: string | undefined): BillingEvent;
}
