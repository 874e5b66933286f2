// The profile's Lead Wallet card (credits), the wallet page (credits) and the bulk wizard
// (bulk-leads, which needs 25 credits to buy) read the balance: one call and one key for all.
import * as routes from '@porchlight/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '@/lib/route-query';

/** The wallet: the balance and the transactions, refreshed together after a spend or a reward. */
export const CREDITS_ROUTES = [routes.getCredits, routes.getCreditTransactions] as const;

/** The agent's credit balance (docs/credits.md). */
export function getCreditsQueryOptions(agentId: string) {
  return routeQuery(routes.getCredits, { params: { agentId } });
}

/** The agent's credit transactions, newest first: at most 10, as the wallet page lists them. */
export function getCreditTransactionsQueryOptions(agentId: string) {
  return routeQuery(routes.getCreditTransactions, { params: { agentId } });
}

export function useCredits(agentId: string) {
  return useQuery(getCreditsQueryOptions(agentId));
}

export function useCreditTransactions(agentId: string) {
  return useQuery(getCreditTransactionsQueryOptions(agentId));
}
