// The profile's Lead Wallet card (credits), the wallet page (credits) and the bulk wizard
// (bulk-leads, which needs 25 credits to buy) read the balance: one call and one key for all.
import type { Credits, CreditTransactions } from '@porchlight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { creditsKeys } from './query-keys';

export async function getCredits(agentId: string): Promise<Credits> {
  return getJson<Credits>(`/api/credits/${encodeURIComponent(agentId)}`);
}

export async function getCreditTransactions(agentId: string): Promise<CreditTransactions> {
  return getJson<CreditTransactions>(`/api/credits/${encodeURIComponent(agentId)}/transactions`);
}

/** The agent's credit balance (docs/credits.md). */
export function getCreditsQueryOptions(agentId: string) {
  return queryOptions({
    queryKey: creditsKeys.balance(agentId),
    queryFn: () => getCredits(agentId),
  });
}

/** The agent's credit transactions, newest first: at most 10, as the wallet page lists them. */
export function getCreditTransactionsQueryOptions(agentId: string) {
  return queryOptions({
    queryKey: creditsKeys.transactions(agentId),
    queryFn: () => getCreditTransactions(agentId),
  });
}

export function useCredits(agentId: string) {
  return useQuery(getCreditsQueryOptions(agentId));
}

export function useCreditTransactions(agentId: string) {
  return useQuery(getCreditTransactionsQueryOptions(agentId));
}
