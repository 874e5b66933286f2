import type { BulkPurchaseRequest } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PurchaseAttempt, purchaseHeaders, refreshAfterPurchase } from '@/api/lead-purchases';
import { call } from '@/lib/api-client';

/**
 * Buys the wizard's 25 leads, or with `continueSession` the rest of a partial purchase. The leads
 * arrive saved: the balance, the transactions and the lists are read again.
 */
export function usePurchaseBulkLeads(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: PurchaseAttempt<BulkPurchaseRequest>) =>
      call(
        routes.purchaseBulkLeads,
        { body: request },
        { headers: purchaseHeaders(idempotencyKey) },
      ),
    // Not awaited: the answer's balance shows at once, the toast need not wait for the lists.
    onSuccess: (answer) => void refreshAfterPurchase(queryClient, agentId, answer),
  });
}
