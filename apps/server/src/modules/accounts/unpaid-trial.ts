import { AppError } from '../../lib/app-error';
import type { Payments } from '../../providers/payments';
import { askStripe } from '../billing';

/** An account's Stripe ids, as its subscription row keeps them. */
export type HeldBilling = {
  stripeSubscriptionId: string | null;
  stripeCustomerId: string | null;
};

/**
 * Before an unconfirmed account is replaced or removed (docs/accounts.md "Unconfirmed accounts"):
 * true when it holds nothing live at Stripe, so it may go. An account Stripe never billed has
 * nothing; one with a subscription asks Stripe whether it ever had a paid invoice (a trial has
 * not) and, never paid, cancels it at once, with no final invoice and no proration. Called
 * outside any transaction; again after a crash it finds the subscription cancelled and says true
 * without cancelling twice. False keeps the account: paid, a customer with no subscription, no
 * Stripe to ask (billing off), or Stripe not answering: the rule fails closed.
 */
export async function endUnpaidSubscription(
  payments: Payments | null,
  held: HeldBilling,
): Promise<boolean> {
  const { stripeSubscriptionId } = held;
  if (!stripeSubscriptionId) return held.stripeCustomerId === null;
  if (!payments) return false;
  try {
    return await askStripe(async () => {
      if (await payments.everPaid(stripeSubscriptionId)) return false;
      await payments.cancel(stripeSubscriptionId);
      return true;
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'PAYMENTS_UNAVAILABLE') return false;
    throw error;
  }
}
