import type { ChangePasswordRequest, MessageResponse } from '@porchlight/contracts';
import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/api-client';

export async function changePassword(request: ChangePasswordRequest) {
  return sendJson<MessageResponse>('POST', '/api/change-password', request);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
