import * as routes from '@porchlight/contracts/routes';
import { usePendingCall } from '@/hooks/use-pending-call';
import { call } from '@/lib/api-client';

/** The same answer for every address, known or not. */
export function useRequestPasswordReset() {
  return usePendingCall((email: string) => call(routes.requestPasswordReset, { body: { email } }));
}
