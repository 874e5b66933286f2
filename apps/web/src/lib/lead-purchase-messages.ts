// What a lead purchase says (workspace.md §4, §8; account.md §8 'Purchase Failed'), for the lead
// packages and the bulk wizard alike. The spec's texts are word for word; the success and partial
// texts are ours (the spec gives none).
import { BULK_MESSAGES, type BulkPurchaseResponse } from '@porchlight/contracts';
import { ApiError, apiErrorMessage } from './api-error';

interface PurchaseToast {
  title?: string;
  description: string;
  variant?: 'destructive';
}

function count(n: number, word: 'lead' | 'credit'): string {
  return `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
}

/** 'Need 5 more credits' below the price, else null (account.md §2, §5). */
export function creditsNeededText(credits: number, required: number): string | null {
  const short = required - credits;
  return short > 0 ? `Need ${short.toLocaleString('en-US')} more credits` : null;
}

/** The server's sentence, except that a lack of credits reads as the spec says. */
export function purchaseFailureToast(error: unknown): PurchaseToast {
  const message = apiErrorMessage(error, 'Could not complete the purchase. Please try again.');
  const insufficient =
    (error instanceof ApiError && error.code === 'INSUFFICIENT_CREDITS') ||
    message.includes('Insufficient credits');
  return {
    title: 'Purchase Failed',
    description: insufficient ? BULK_MESSAGES.insufficientCredits : message,
    variant: 'destructive',
  };
}

export interface PurchaseOutcome {
  toast: PurchaseToast;
  /** A partial purchase that can go on: offer Get Remaining (workspace.md §4). */
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
