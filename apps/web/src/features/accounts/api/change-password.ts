import type { ChangePasswordRequest } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function useChangePassword() {
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) => call(routes.changePassword, { body: request }),
  });
}
