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
  /** The API version Stripe rendered the event in (the endpoint's, or the account's default). */
  apiVersion: string | null;
  /** The subscription the event concerns, when it concerns one. */
  subscriptionId: string | null;
  /** An invoice's `amount_paid`, in cents; null when the event is not about an invoice. */
  amountPaid: number | null;
}

/** A card set up (or not yet) for a customer, off-session use. */
export interface CardSetup {
  id: string;
  customerId: string | null;
  /** Stripe's SetupIntent status: `succeeded` once the card is confirmed. */
  status: string;
  paymentMethodId: string | null;
  /** The card's fingerprint: the same for the same card number, whoever enters it. */
  cardFingerprint: string | null;
}

/**
 * Stripe refused a request because its idempotency key was first used with other parameters:
 * the first request's effect stands, and this one was not carried out.
 */
export class IdempotencyKeyReused extends Error {}

/** The payment provider (Stripe) as the billing module uses it. */
export interface Payments {
  /** The API version this provider's calls and answers are in (the SDK's pinned one). */
  readonly apiVersion: string;
  /** A customer for a person registering, and a SetupIntent for their card: its client secret. */
  startCardSetup(person: {
    name: string;
    email: string;
    phone: string;
  }): Promise<{ customerId: string; setupIntentId: string; clientSecret: string }>;
  cardSetup(setupIntentId: string): Promise<CardSetup>;
  /**
   * The plan's weekly subscription with a trial of `trialDays`, billed to the card. The same
   * `idempotencyKey` again answers the same subscription (a retried registration); with other
   * input (another plan) it throws IdempotencyKeyReused.
   */
  subscribe(
    input: {
      customerId: string;
      plan: SubscriptionPlan;
      paymentMethodId: string;
      trialDays: number;
    },
    idempotencyKey: string,
  ): Promise<BillingSubscription>;
  /** Moves the subscription to the plan's price, prorated; one change per `idempotencyKey`. */
  changePlan(
    subscriptionId: string,
    plan: SubscriptionPlan,
    idempotencyKey: string,
  ): Promise<BillingSubscription>;
  /**
   * Ends a subscription at once, with no final invoice and no proration (one made for an account
   * that could not be created, an unpaid trial's). One Stripe no longer has live (already
   * cancelled: Stripe answers 404) counts as ended, so a retry after a crash is harmless.
   */
  cancel(subscriptionId: string): Promise<void>;
  /**
   * Whether the subscription ever had an invoice paid with money in it (a trial's first invoice
   * is paid at $0, which is no payment). More than one page of paid invoices counts as paid.
   */
  everPaid(subscriptionId: string): Promise<boolean>;
  /** A billing portal session for the customer, coming back to `returnUrl`: its address. */
  portal(customerId: string, returnUrl: string): Promise<string>;
  /**
   * Stripe's current word on a subscription (webhooks re-read it rather than trust their order);
   * null when Stripe has no such subscription.
   */
  subscription(id: string): Promise<BillingSubscription | null>;
  /**
   * The event in a webhook's raw body, if its signature is this server's and was made within the
   * tolerance either side of now; else throws.
   */
  verifiedEvent(rawBody: Buffer, signature: string | undefined): BillingEvent;
}
