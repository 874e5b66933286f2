import * as routes from '@porchlight/contracts/routes';
import { call } from '@/lib/api-client';
import { usePublicRead } from '@/lib/use-public-read';

/**
 * Posts the link mailed at signup (single use) once when the page opens; success means the
 * address is confirmed. A read, not a call per press: one request for the token however often the
 * page mounts, and a second send of a single-use token would be refused. The signal is not
 * passed: a strict-mode remount must find the first send's answer, not send the used token again.
 */
export function useEmailConfirmation(token: string) {
  return usePublicRead(`${routes.confirmEmail.path} ${token}`, () =>
    call(routes.confirmEmail, { body: { token } }),
  );
}
