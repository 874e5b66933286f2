import type { ReferralCodeCheck } from '@porchlight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { referralsKeys } from '@/api/reward-keys';
import { getJson } from '@/lib/api-client';

/** GET /api/referral-codes/{code}, public: whose link the visitor arrived with, or a 404. */
export async function checkReferralCode(code: string): Promise<ReferralCodeCheck> {
  return getJson<ReferralCodeCheck>(`/api/referral-codes/${encodeURIComponent(code)}`);
}

export function checkReferralCodeQueryOptions(code: string) {
  return queryOptions({
    queryKey: referralsKeys.code(code),
    queryFn: () => checkReferralCode(code),
  });
}

export function useReferralCodeCheck(code: string) {
  return useQuery(checkReferralCodeQueryOptions(code));
}
