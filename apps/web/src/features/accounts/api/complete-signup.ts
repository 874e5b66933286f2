import type { Agent, CompleteSignupRequest } from '@porchlight/contracts';
import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/api-client';

/** Creates the account and its trial, and signs the agent in (the answer sets the cookie). */
export async function completeSignup(request: CompleteSignupRequest): Promise<Agent> {
  return sendJson<Agent>('POST', '/api/complete-signup', request);
}

export function useCompleteSignup() {
  return useMutation({ mutationFn: completeSignup });
}
