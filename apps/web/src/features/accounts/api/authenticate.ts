import type { Agent, AuthenticateRequest } from '@porchlight/contracts';
import { useState } from 'react';
import { sendJson } from '@/lib/api-client';

export async function authenticate(credentials: AuthenticateRequest): Promise<Agent> {
  return sendJson<Agent>('POST', '/api/authenticate', credentials);
}

/**
 * The sign-in and whether it is under way. Not TanStack's useMutation: its ~1 KB (gzipped) is not
 * in the base bundle, and the login page must stay within 100 KB. Nothing here is cached; its 401
 * means wrong credentials, not a lost session, so it never reaches the app's 401 handler.
 */
export function useAuthenticate() {
  const [isPending, setPending] = useState(false);
  const signIn = async (credentials: AuthenticateRequest) => {
    setPending(true);
    try {
      return await authenticate(credentials);
    } finally {
      setPending(false);
    }
  };
  return { signIn, isPending };
}
