import { useState } from 'react';
import { newPurchaseAttempt } from '@/api/lead-purchases';
import { toast, toastFailure } from '@/hooks/use-toast';
import { purchaseFailureToast, purchaseOutcome } from '@/lib/lead-purchase-messages';
import { useCountBulkLeads } from '../api/count-bulk-leads';
import { usePurchaseBulkLeads } from '../api/purchase-bulk-leads';
import {
  type BulkSearch,
  bulkCountRequest,
  EMPTY_SEARCH,
  enoughAvailable,
  limitedAvailabilityText,
} from '../bulk-search';

export const WIZARD_STEPS = 4;

/**
 * The Purchase Bulk Leads wizard's state (docs/screens.md "Bulk leads wizard"): the step, the
 * search, the last count of it, and a partial purchase that can go on. Changing the search forgets
 * both.
 */
export function useBulkWizard(agentId: string, { onPurchased }: { onPurchased: () => void }) {
  const [step, setStep] = useState(1);
  const [search, setSearch] = useState<BulkSearch>(EMPTY_SEARCH);
  const [available, setAvailable] = useState<number | null>(null);
  // Leads of a partial purchase still to come (Get Remaining); null when none is under way.
  const [remaining, setRemaining] = useState<number | null>(null);
  const count = useCountBulkLeads();
  const purchase = usePurchaseBulkLeads(agentId);

  function edit(change: Partial<BulkSearch>) {
    setSearch((current) => ({ ...current, ...change }));
    setAvailable(null);
    setRemaining(null);
  }

  function reset() {
    setStep(1);
    setSearch(EMPTY_SEARCH);
    setAvailable(null);
    setRemaining(null);
  }

  function checkAvailability() {
    count.mutate(bulkCountRequest(agentId, search), {
      onSuccess: (answer) => {
        setAvailable(answer.available);
        if (!enoughAvailable(answer.available)) {
          toast({
            title: 'Limited Availability',
            description: limitedAvailabilityText(answer.available),
          });
        }
      },
      onError: (error) => {
        setAvailable(null);
        toastFailure(
          'Error Checking Availability',
          error,
          'Failed to check lead availability. Please try again.',
        );
      },
    });
  }

  /** Buys the 25, or after a partial purchase that can go on, the rest of it. */
  function buy() {
    const request = { ...bulkCountRequest(agentId, search), continueSession: remaining !== null };
    purchase.mutate(newPurchaseAttempt(request), {
      onSuccess: (answer) => {
        const outcome = purchaseOutcome(answer);
        toast(outcome.toast);
        if (outcome.canGetRemaining) {
          setRemaining(answer.remainingNeeded);
          return;
        }
        reset();
        if (answer.status === 'complete') onPurchased();
      },
      onError: (error) => toast(purchaseFailureToast(error)),
    });
  }

  return {
    step,
    search,
    edit,
    next: () => setStep((current) => Math.min(current + 1, WIZARD_STEPS)),
    back: () => setStep((current) => Math.max(current - 1, 1)),
    available,
    remaining,
    checking: count.isPending,
    purchasing: purchase.isPending,
    checkAvailability,
    buy,
  };
}

export type BulkWizard = ReturnType<typeof useBulkWizard>;
