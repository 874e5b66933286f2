import type { LeadPackageRequest } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PurchaseAttempt, purchaseHeaders, refreshAfterPurchase } from '@/api/lead-purchases';
import { call } from '@/lib/api-client';

/**
 * Buys a lead package from the agent's own saved criteria (docs/credits.md). The leads arrive
 * saved: the balance, the transactions and the lists are read again.
 */
export function usePurchaseLeadPackage(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: PurchaseAttempt<LeadPackageRequest>) =>
      call(
        routes.purchaseLeadPackage,
        { params: { agentId }, body: request },
        { headers: purchaseHeaders(idempotencyKey) },
      ),
    // Not awaited: the answer's balance shows at once, the toast need not wait for the lists.
    onSuccess: (answer) => void refreshAfterPurchase(queryClient, agentId, answer),
  });
}
