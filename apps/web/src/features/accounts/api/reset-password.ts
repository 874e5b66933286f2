import type { Agent } from '@porchlight/contracts';
import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/api-client';

interface ResetPasswordInput {
  token: string;
  password: string;
}

/** Sets the new password and signs the agent in (the answer sets the session cookie). */
export async function resetPassword({ token, password }: ResetPasswordInput): Promise<Agent> {
  if (!token) throw new Error('No reset token found');
  return sendJson<Agent>('POST', '/api/reset-password', { token, password });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
