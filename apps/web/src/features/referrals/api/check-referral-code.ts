import * as routes from '@porchlight/contracts/routes';
import { call } from '@/lib/api-client';
import { usePublicRead } from '@/lib/use-public-read';

/** Public: whose link the visitor arrived with (`valid: false` for an unknown code). */
export function useReferralCodeCheck(code: string) {
  return usePublicRead(`${routes.checkReferralCode.path} ${code}`, (signal) =>
    call(routes.checkReferralCode, { params: { code } }, { signal }),
  );
}
