import * as routes from '@porchlight/contracts/routes';
import { usePendingCall } from '@/hooks/use-pending-call';
import { call } from '@/lib/api-client';

interface ResetPasswordInput {
  token: string;
  password: string;
}

/** Sets the new password and signs the agent in (the answer sets the session cookie). */
export function useResetPassword() {
  return usePendingCall(async ({ token, password }: ResetPasswordInput) => {
    if (!token) throw new Error('No reset token found');
    return call(routes.resetPassword, { body: { token, password } });
  });
}
