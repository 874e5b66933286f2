import * as routes from '@porchlight/contracts/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

interface ResetPasswordInput {
  token: string;
  password: string;
}

/** Sets the new password and signs the agent in (the answer sets the session cookie). */
export function useResetPassword() {
  return useMutation({
    mutationFn: async ({ token, password }: ResetPasswordInput) => {
      if (!token) throw new Error('No reset token found');
      return call(routes.resetPassword, { body: { token, password } });
    },
  });
}
