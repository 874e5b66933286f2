// What a lead purchase says (docs/screens.md "Lead Wallet card", "Bulk leads wizard"), for the
// lead packages and the bulk wizard alike. The refusals' texts are fixed word for word; the
// success and partial texts are chosen here.
import { BULK_MESSAGES, type BulkPurchaseResponse } from '@porchlight/contracts';
import { apiErrorMessage, errorDetails } from './api-error';

interface PurchaseToast {
  title?: string;
  description: string;
  variant?: 'destructive';
}

function count(n: number, word: 'lead' | 'credit'): string {
  return `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
}

/** 'Need 5 more credits' below the price, else null (docs/screens.md "Lead Wallet card"). */
export function creditsNeededText(credits: number, required: number): string | null {
  const short = required - credits;
  return short > 0 ? `Need ${short.toLocaleString('en-US')} more credits` : null;
}

/** The server's sentence, except that a lack of credits reads as fixed here. */
export function purchaseFailureToast(error: unknown): PurchaseToast {
  // Told by its code, never by its sentence.
  const insufficient = errorDetails(error, 'INSUFFICIENT_CREDITS') !== undefined;
  return {
    title: 'Purchase Failed',
    description: insufficient
      ? BULK_MESSAGES.insufficientCredits
      : apiErrorMessage(error, 'Could not complete the purchase. Please try again.'),
    variant: 'destructive',
  };
}

export interface PurchaseOutcome {
  toast: PurchaseToast;
  /**
   * A partial purchase that can go on: offer Get Remaining (docs/screens.md "Bulk leads wizard").
   */
  canGetRemaining: boolean;
}

function arrivedText(answer: BulkPurchaseResponse): string {
  return `${count(answer.leadsCount, 'lead')} added to your Purchased Leads.`;
}

function chargedText(answer: BulkPurchaseResponse): string {
  return `You were charged ${count(answer.creditsSpent, 'credit')}, only for the leads that arrived.`;
}

function outcomeToast(answer: BulkPurchaseResponse, canGetRemaining: boolean): PurchaseToast {
  if (answer.leadsCount === 0) {
    return answer.duplicatesSkipped > 0
      ? { title: 'No New Leads', description: 'All properties were duplicates.' }
      : { description: 'No leads were added.' };
  }
  if (answer.status === 'complete') {
    return { title: 'Leads Purchased', description: arrivedText(answer) };
  }
  if (canGetRemaining) {
    return {
      title: 'Partial Purchase',
      description: `${arrivedText(answer)} ${chargedText(answer)} Press Get Remaining for the other ${answer.remainingNeeded}.`,
    };
  }
  return {
    title: 'Search Exhausted',
    description: `This search has no more new leads. ${arrivedText(answer)} ${chargedText(answer)}`,
  };
}

/** What to say after a purchase, and whether the rest of it can still be fetched. */
export function purchaseOutcome(answer: BulkPurchaseResponse): PurchaseOutcome {
  const canGetRemaining = answer.status === 'partial' && answer.canGetMore;
  return { toast: outcomeToast(answer, canGetRemaining), canGetRemaining };
}
