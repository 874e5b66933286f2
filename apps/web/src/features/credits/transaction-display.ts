import { BUSINESS_TIME_ZONE, type CreditTransaction } from '@porchlight/contracts';

// The app's calendar is Eastern time (DOMAIN.md "Time"): a transaction's day is its ET day.
const TRANSACTION_DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: BUSINESS_TIME_ZONE,
});

/** "Nov 9, 2026". */
export function transactionDay(createdAt: string): string {
  return TRANSACTION_DAY.format(new Date(createdAt));
}

/** "+25" for credits earned, "−25" (a minus sign) for credits spent. */
export function signedAmount({ type, amount }: Pick<CreditTransaction, 'type' | 'amount'>): string {
  return `${type === 'earned' ? '+' : '\u2212'}${amount.toLocaleString('en-US')}`;
}

/** The same for a screen reader: "25 credits earned". */
export function spokenAmount({ type, amount }: Pick<CreditTransaction, 'type' | 'amount'>): string {
  return `${amount.toLocaleString('en-US')} ${amount === 1 ? 'credit' : 'credits'} ${type}`;
}
