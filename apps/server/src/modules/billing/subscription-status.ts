import type { Agent, SubscriptionStatus } from '@porchlight/contracts';
import type { SubscriptionState } from '../../db/schema';

/** An agent's subscription row as stored. */
export interface StoredSubscription {
  state: SubscriptionState;
  trialEndsAt: Date | null;
  /** Set when Stripe bills it: its state is then Stripe's word, kept by the webhook. */
  stripeSubscriptionId: string | null;
  /** Stripe's next bill (the trial's end, or the paid week's). */
  currentPeriodEnd?: Date | null;
}

/**
 * The stored state as it stands at `now`. A subscription Stripe bills is as Stripe last said.
 * Without one (billing off), a trial simply becomes active at its end, with no charge
 * (docs/billing.md "Billing off"), so a self-hosted install keeps working after day 7.
 */
export function subscriptionStateAt(
  { state, trialEndsAt, stripeSubscriptionId }: StoredSubscription,
  now: Date,
): SubscriptionState {
  if (stripeSubscriptionId) return state;
  const trialOver = state === 'trialing' && trialEndsAt !== null && trialEndsAt <= now;
  return trialOver ? 'active' : state;
}

/**
 * The client's word for a stored subscription state (docs/billing.md "Subscription states"): a
 * payment problem reads `paused`, a trial `trialing`, a paid week `active`.
 */
export function clientSubscriptionStatus(state: SubscriptionState | null): SubscriptionStatus {
  switch (state) {
    case 'trialing':
      return 'trialing';
    case 'active':
      return 'active';
    case 'past_due':
    case 'paused':
      return 'paused';
    case 'canceled':
      return 'canceled';
    default:
      return 'inactive';
  }
}

/** What the agent's answer says of its subscription: the status, the trial's end, the next bill. */
export function subscriptionSummary(
  subscription: StoredSubscription | null,
  now: Date,
): Pick<Agent, 'subscriptionStatus' | 'trialEndsAt' | 'nextBillingAt'> {
  const state = subscription ? subscriptionStateAt(subscription, now) : null;
  const trialEndsAt = state === 'trialing' ? subscription?.trialEndsAt : null;
  const billing = state === 'trialing' || state === 'active';
  const nextBillingAt = billing ? subscription?.currentPeriodEnd : null;
  return {
    subscriptionStatus: clientSubscriptionStatus(state),
    trialEndsAt: trialEndsAt?.toISOString() ?? null,
    nextBillingAt: nextBillingAt?.toISOString() ?? null,
  };
}
