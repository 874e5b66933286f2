import * as routes from '@porchlight/contracts/routes';
import { call } from '@/lib/api-client';
import { usePublicRead } from '@/lib/use-public-read';

/**
 * Success means the link is valid; any failure means it is not (docs/screens.md "Change password").
 */
export function useResetTokenCheck(token: string) {
  return usePublicRead(`${routes.verifyResetToken.path} ${token}`, (signal) =>
    call(routes.verifyResetToken, { body: { token } }, { signal }),
  );
}
