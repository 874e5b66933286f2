import type { BulkPurchaseRequest, BulkPurchaseResponse } from '@porchlight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PurchaseAttempt, purchaseHeaders, refreshAfterPurchase } from '@/api/lead-purchases';
import { sendJson } from '@/lib/api-client';

/** Buys the wizard's 25 leads, or with `continueSession` the rest of a partial purchase. */
export async function purchaseBulkLeads({
  request,
  idempotencyKey,
}: PurchaseAttempt<BulkPurchaseRequest>): Promise<BulkPurchaseResponse> {
  return sendJson<BulkPurchaseResponse>(
    'POST',
    '/api/leads/bulk-purchase',
    request,
    purchaseHeaders(idempotencyKey),
  );
}

/** The leads arrive saved: the balance, the transactions and the lists are read again. */
export function usePurchaseBulkLeads(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseBulkLeads,
    // Not awaited: the answer's balance shows at once, the toast need not wait for the lists.
    onSuccess: (answer) => void refreshAfterPurchase(queryClient, agentId, answer),
  });
}
