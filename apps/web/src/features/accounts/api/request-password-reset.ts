import * as routes from '@porchlight/contracts/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** The same answer for every address, known or not. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => call(routes.requestPasswordReset, { body: { email } }),
  });
}
