import type { CreditTransaction } from '@porchlight/contracts';

/** "+25" for credits earned, "−25" (a minus sign) for credits spent. */
export function signedAmount({ type, amount }: Pick<CreditTransaction, 'type' | 'amount'>): string {
  return `${type === 'earned' ? '+' : '\u2212'}${amount.toLocaleString('en-US')}`;
}

/** The same for a screen reader: "25 credits earned". */
export function spokenAmount({ type, amount }: Pick<CreditTransaction, 'type' | 'amount'>): string {
  return `${amount.toLocaleString('en-US')} ${amount === 1 ? 'credit' : 'credits'} ${type}`;
}
