import type { AuthenticateRequest } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { usePendingCall } from '@/hooks/use-pending-call';
import { call } from '@/lib/api-client';

/**
 * The sign-in and whether it is under way. Its 401 means wrong credentials, not a lost session, so
 * it never reaches the app's 401 handler.
 */
export function useAuthenticate() {
  const { run, isPending } = usePendingCall((credentials: AuthenticateRequest) =>
    call(routes.authenticate, { body: credentials }),
  );
  return { signIn: run, isPending };
}
