import type { Agent, AuthenticateRequest } from '@porchlight/contracts';
import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/api-client';

export async function authenticate(credentials: AuthenticateRequest): Promise<Agent> {
  return sendJson<Agent>('POST', '/api/authenticate', credentials);
}

/** Its 401 means wrong credentials, not a lost session: `signsIn` keeps the 401 handler out. */
export function useAuthenticate() {
  return useMutation({ mutationFn: authenticate, meta: { signsIn: true } });
}
