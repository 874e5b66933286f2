import * as routes from '@porchlight/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '@/lib/route-query';

/** Public: whose link the visitor arrived with (`valid: false` for an unknown code). */
export function checkReferralCodeQueryOptions(code: string) {
  return routeQuery(routes.checkReferralCode, { params: { code } });
}

export function useReferralCodeCheck(code: string) {
  return useQuery(checkReferralCodeQueryOptions(code));
}
