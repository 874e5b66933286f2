import type { Agent, AuthenticateRequest } from '@porchlight/contracts';
import { usePendingCall } from '@/hooks/use-pending-call';
import { sendJson } from '@/lib/api-client';

export async function authenticate(credentials: AuthenticateRequest): Promise<Agent> {
  return sendJson<Agent>('POST', '/api/authenticate', credentials);
}

/**
 * The sign-in and whether it is under way. Its 401 means wrong credentials, not a lost session, so
 * it never reaches the app's 401 handler.
 */
export function useAuthenticate() {
  const { run, isPending } = usePendingCall(authenticate);
  return { signIn: run, isPending };
}
