import type { Agent } from '@porchlight/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { getAgentQueryOptions } from '../api/get-agent';
import { recordLogin } from '../api/record-login';
import { storeSignedInAgent } from '../session';

/** After sign-in, registration or a password reset: keep the agent, tell the server, go to work. */
export function useStartSession() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useCallback(
    (agent: Agent) => {
      storeSignedInAgent(agent);
      queryClient.setQueryData(getAgentQueryOptions(agent.id).queryKey, agent);
      // The login event only feeds badges; signing in never waits for it or fails with it.
      recordLogin(agent.id).catch(() => undefined);
      navigate('/dashboard');
    },
    [queryClient, navigate],
  );
}
