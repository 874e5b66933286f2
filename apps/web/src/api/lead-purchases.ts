// Credits buy leads in two features: the lead packages (credits) and the bulk wizard
// (bulk-leads). What every purchase shares lives here, below both.
import { type BulkPurchaseResponse, IDEMPOTENCY_KEY_HEADER } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import type { QueryClient } from '@tanstack/react-query';
import { CREDITS_ROUTES } from '@/api/get-credits';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { agentKey, invalidateRoutes } from '@/lib/route-query';
import { refreshLeadLists } from './lead-lists';

/**
 * One press of a purchase button: what to buy, and the idempotency key that a retry of this
 * attempt would send again. The key rides in the mutation's variables, so a retry reuses it.
 */
export interface PurchaseAttempt<TRequest> {
  request: TRequest;
  idempotencyKey: string;
}

export function newPurchaseAttempt<TRequest>(request: TRequest): PurchaseAttempt<TRequest> {
  return { request, idempotencyKey: newIdempotencyKey() };
}

/** The header every spend carries; the server refuses a purchase without it. */
export function purchaseHeaders(
  idempotencyKey: string,
): Record<typeof IDEMPOTENCY_KEY_HEADER, string> {
  return { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey };
}

/**
 * After a purchase: the balance it answered shows at once; the balance, the transactions, the
 * saved list (the leads arrive saved, in Purchased Leads) and the follow-up are read again.
 */
export function refreshAfterPurchase(
  queryClient: QueryClient,
  agentId: string,
  answer: BulkPurchaseResponse,
): Promise<unknown> {
  queryClient.setQueryData(agentKey(routes.getCredits, agentId), { credits: answer.credits });
  return Promise.all([
    invalidateRoutes(queryClient, CREDITS_ROUTES),
    refreshLeadLists(queryClient, agentId),
  ]);
}
