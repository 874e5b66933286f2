import { BULK_MESSAGES } from '@porchlight/contracts';
import { describe, expect, it } from 'vitest';
import { purchaseAnswer } from '@/test/credits';
import { ApiError, NetworkError } from './api-error';
import { creditsNeededText, purchaseFailureToast, purchaseOutcome } from './lead-purchase-messages';

const apiError = (status: number, error: string, message: string) =>
  new ApiError(status, JSON.stringify({ error, message }));

describe('purchaseOutcome', () => {
  it('says how many leads arrived when the purchase is complete', () => {
    expect(purchaseOutcome(purchaseAnswer())).toEqual({
      toast: { title: 'Leads Purchased', description: '25 leads added to your Purchased Leads.' },
      canGetRemaining: false,
    });
  });

  it('offers Get Remaining after a partial purchase that can go on, charged only for what came', () => {
    const partial = purchaseAnswer({
      status: 'partial',
      leadsCount: 10,
      totalDelivered: 10,
      remainingNeeded: 15,
      canGetMore: true,
      creditsSpent: 10,
    });

    expect(purchaseOutcome(partial)).toEqual({
      toast: {
        title: 'Partial Purchase',
        description:
          '10 leads added to your Purchased Leads. You were charged 10 credits, only for the leads that arrived. Press Get Remaining for the other 15.',
      },
      canGetRemaining: true,
    });
  });

  it('says the search is exhausted after a partial purchase that cannot go on', () => {
    const exhausted = purchaseAnswer({
      status: 'partial',
      leadsCount: 1,
      remainingNeeded: 24,
      creditsSpent: 1,
      canGetMore: false,
    });

    expect(purchaseOutcome(exhausted)).toEqual({
      toast: {
        title: 'Search Exhausted',
        description:
          'This search has no more new leads. 1 lead added to your Purchased Leads. You were charged 1 credit, only for the leads that arrived.',
      },
      canGetRemaining: false,
    });
  });

  it('reads its own texts when nothing arrived', () => {
    const nothing = { status: 'partial', leadsCount: 0, creditsSpent: 0 } as const;

    expect(purchaseOutcome(purchaseAnswer({ ...nothing, duplicatesSkipped: 25 })).toast).toEqual({
      title: 'No New Leads',
      description: 'All properties were duplicates.',
    });
    expect(purchaseOutcome(purchaseAnswer(nothing)).toast).toEqual({
      description: 'No leads were added.',
    });
  });
});

describe('purchaseFailureToast', () => {
  it('turns a lack of credits into the fixed sentence', () => {
    const broke = apiError(402, 'INSUFFICIENT_CREDITS', 'Insufficient credits: needs 25, has 3.');

    expect(purchaseFailureToast(broke)).toEqual({
      title: 'Purchase Failed',
      description: BULK_MESSAGES.insufficientCredits,
      variant: 'destructive',
    });
  });

  it("gives any other failure in the server's words, or a fallback without any", () => {
    const gone = apiError(502, 'LEAD_SOURCE_UNAVAILABLE', 'The lead source is not answering.');

    expect(purchaseFailureToast(gone).description).toBe('The lead source is not answering.');
    expect(purchaseFailureToast(new NetworkError(new TypeError('offline'))).description).toBe(
      'Could not complete the purchase. Please try again.',
    );
  });
});

describe('creditsNeededText', () => {
  it('says how many credits are missing, and nothing when there are enough', () => {
    expect(creditsNeededText(20, 25)).toBe('Need 5 more credits');
    expect(creditsNeededText(25, 25)).toBeNull();
  });
});
