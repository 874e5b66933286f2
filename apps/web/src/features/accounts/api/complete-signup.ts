import type { CompleteSignupRequest } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { usePendingCall } from '@/hooks/use-pending-call';
import { call } from '@/lib/api-client';

/** Creates the account and its trial, and signs the agent in (the answer sets the cookie). */
export function useCompleteSignup() {
  return usePendingCall((request: CompleteSignupRequest) =>
    call(routes.completeSignup, { body: request }),
  );
}
