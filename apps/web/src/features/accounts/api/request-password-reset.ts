import type { ForgotPasswordResponse } from '@porchlight/contracts';
import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/api-client';

/** POST /api/forgot-password: the same answer for every address, known or not. */
export async function requestPasswordReset(email: string) {
  return sendJson<ForgotPasswordResponse>('POST', '/api/forgot-password', { email });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
