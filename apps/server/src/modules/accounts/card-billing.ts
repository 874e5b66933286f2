import type { SubscriptionPlan } from '@porchlight/contracts';
import { TRIAL_DAYS } from '@porchlight/contracts';
import { AppError } from '../../lib/app-error';
import {
  type BillingSubscription,
  IdempotencyKeyReused,
  type Payments,
} from '../../providers/payments';
import { askStripe } from '../billing';

const NOT_CONFIRMED = 'Your card was not confirmed. Please check it and try again.';
const OTHER_PLAN =
  'This registration was already sent with the other plan. Please choose that plan to finish registering.';

/** A signup kept at the card step (`pending_signups`): its SetupIntent and the customer made for it. */
export interface CardSignup {
  setupIntentId: string;
  customerId: string;
}

/** A confirmed card: the payment method to bill, and its fingerprint. */
export interface ConfirmedCard {
  paymentMethodId: string;
  cardFingerprint: string | null;
}

export const anotherRegistrationsCard = () =>
  new AppError('CARD_SETUP_FAILED', 'This card was set up for another registration.', {
    field: 'setupIntentId',
  });

/** Stripe's word that the signup's SetupIntent succeeded, for the customer made for this signup. */
export async function confirmedCard(
  payments: Payments,
  signup: CardSignup,
): Promise<ConfirmedCard> {
  const card = await askStripe(() => payments.cardSetup(signup.setupIntentId));
  if (card.customerId !== signup.customerId) throw anotherRegistrationsCard();
  const paymentMethodId = card.status === 'succeeded' ? card.paymentMethodId : null;
  if (!paymentMethodId) throw new AppError('CARD_SETUP_FAILED', NOT_CONFIRMED);
  return { paymentMethodId, cardFingerprint: card.cardFingerprint };
}

/**
 * Stripe's weekly subscription with its trial, billed to the signup's confirmed card. Idempotent
 * per SetupIntent (`registration-<id>`): a retry, from the wizard or from a claim link
 * (docs/accounts.md "Unconfirmed accounts"), gets the same subscription, never a second.
 */
export async function subscribeCard(
  payments: Payments,
  signup: CardSignup,
  plan: SubscriptionPlan,
  card: ConfirmedCard,
): Promise<BillingSubscription> {
  return askStripe(() =>
    payments.subscribe(
      {
        customerId: signup.customerId,
        plan,
        paymentMethodId: card.paymentMethodId,
        trialDays: TRIAL_DAYS,
      },
      `registration-${signup.setupIntentId}`,
    ),
  ).catch((error: unknown) => {
    // Stripe made this registration's subscription on an earlier try, with the other plan.
    if (error instanceof IdempotencyKeyReused) throw new AppError('CONFLICT', OTHER_PLAN);
    throw error;
  });
}
