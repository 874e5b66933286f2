import type { VerifyResetTokenResponse } from '@porchlight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountsKeys } from '@/api/query-keys';
import { sendJson } from '@/lib/api-client';

/**
 * Success means the link is valid; any failure means it is not (docs/screens.md "Change password").
 */
export async function verifyResetToken(token: string) {
  return sendJson<VerifyResetTokenResponse>('POST', '/api/verify-reset-token', { token });
}

export function getResetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: accountsKeys.resetToken(token),
    queryFn: () => verifyResetToken(token),
  });
}

export function useResetTokenCheck(token: string) {
  return useQuery(getResetTokenQueryOptions(token));
}
