import type { ConfirmEmailResponse } from '@porchlight/contracts';
import { useQuery } from '@tanstack/react-query';
import { accountsKeys } from '@/api/query-keys';
import { sendJson } from '@/lib/api-client';

/** Uses the link mailed at signup (single use): success means the address is confirmed. */
export async function confirmEmail(token: string) {
  return sendJson<ConfirmEmailResponse>('POST', '/api/confirm-email', { token });
}

/**
 * Posts the token once when the page opens. A query, not a mutation: React Query sends one
 * request for the key however often the page mounts, and a second send of a single-use token
 * would be refused.
 */
export function useEmailConfirmation(token: string) {
  return useQuery({
    queryKey: accountsKeys.emailConfirmation(token),
    queryFn: () => confirmEmail(token),
  });
}
