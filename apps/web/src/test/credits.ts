import {
  BULK_PURCHASE,
  type BulkPurchaseResponse,
  type CreditTransaction,
  SIGNUP_CREDITS,
} from '@porchlight/contracts';

export const creditsRoute = (agentId: string) => `GET /api/credits/${agentId}`;
export const transactionsRoute = (agentId: string) => `GET /api/credits/${agentId}/transactions`;
export const packageRoute = (agentId: string) => `POST /api/leads/purchase/${agentId}`;
export const BULK_COUNT = 'POST /api/leads/bulk-count';
export const BULK_PURCHASE_ROUTE = 'POST /api/leads/bulk-purchase';

/** The balance as the server answers it. */
export function creditsAnswer(credits: number): Response {
  return Response.json({ credits });
}

/** A ledger row; the nth one, earned at signup unless told otherwise. */
export function creditTransaction(
  n: number,
  overrides: Partial<CreditTransaction> = {},
): CreditTransaction {
  return {
    id: `transaction-${n}`,
    type: 'earned',
    amount: SIGNUP_CREDITS,
    description: 'Welcome credits',
    source: 'signup',
    createdAt: '2026-11-09T15:00:00.000Z',
    ...overrides,
  };
}

/** A purchase that delivered everything: 25 new leads for 25 credits, 0 credits left. */
export function purchaseAnswer(
  overrides: Partial<BulkPurchaseResponse> = {},
): BulkPurchaseResponse {
  return {
    available: 40,
    status: 'complete',
    leadsCount: BULK_PURCHASE.leads,
    duplicatesSkipped: 0,
    totalDelivered: BULK_PURCHASE.leads,
    remainingNeeded: 0,
    remainingAvailable: 15,
    canGetMore: false,
    creditsSpent: BULK_PURCHASE.credits,
    credits: 0,
    ...overrides,
  };
}

/** What a new agent's wallet holds: the signup credits, and their one transaction. */
export function newAgentWallet(agentId: string): Record<string, Response> {
  return {
    [creditsRoute(agentId)]: creditsAnswer(SIGNUP_CREDITS),
    [transactionsRoute(agentId)]: Response.json([creditTransaction(1)]),
  };
}
