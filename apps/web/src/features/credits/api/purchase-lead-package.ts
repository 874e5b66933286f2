import type { BulkPurchaseResponse, LeadPackageRequest } from '@porchlight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PurchaseAttempt, purchaseHeaders, refreshAfterPurchase } from '@/api/lead-purchases';
import { sendJson } from '@/lib/api-client';

/** Buys a lead package from the agent's own saved criteria (docs/credits.md). */
export async function purchaseLeadPackage(
  agentId: string,
  { request, idempotencyKey }: PurchaseAttempt<LeadPackageRequest>,
): Promise<BulkPurchaseResponse> {
  return sendJson<BulkPurchaseResponse>(
    'POST',
    `/api/leads/purchase/${encodeURIComponent(agentId)}`,
    request,
    purchaseHeaders(idempotencyKey),
  );
}

/** The leads arrive saved: the balance, the transactions and the lists are read again. */
export function usePurchaseLeadPackage(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attempt: PurchaseAttempt<LeadPackageRequest>) =>
      purchaseLeadPackage(agentId, attempt),
    // Not awaited: the answer's balance shows at once, the toast need not wait for the lists.
    onSuccess: (answer) => void refreshAfterPurchase(queryClient, agentId, answer),
  });
}
