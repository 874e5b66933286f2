import Stripe from 'stripe';
import { AppError } from '../../lib/app-error';
import type { Payments } from '../../providers/payments';

/** With billing off, every billing call says so. */
export function requirePayments(payments: Payments | null): Payments {
  if (payments) return payments;
  throw new AppError('BILLING_NOT_CONFIGURED', 'Billing is not configured on this server.');
}

/** Stripe not answering is a 502: a webhook is then sent again later; a person tries again. */
export async function askStripe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    const unavailable = new AppError(
      'PAYMENTS_UNAVAILABLE',
      'The payment service is not answering. Please try again in a few minutes.',
    );
    unavailable.cause = error;
    throw unavailable;
  }
}
