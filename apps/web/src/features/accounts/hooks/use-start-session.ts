import type { Agent } from '@porchlight/contracts';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { handOverSession, storeSignedInAgent } from '../session';

/**
 * After sign-in, registration or a password reset: keep the agent and go to work. The workspace
 * seeds its cache with the agent and tells the server of the login (app/workspace-queries.tsx):
 * the public pages do not load TanStack Query.
 */
export function useStartSession() {
  const [, navigate] = useLocation();
  return useCallback(
    (agent: Agent) => {
      storeSignedInAgent(agent);
      handOverSession(agent);
      navigate('/dashboard');
    },
    [navigate],
  );
}
