import type { Agent } from '@porchlight/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { accountsKeys } from '@/api/query-keys';
import { useRecordLogin } from '@/api/record-login';
import { storeSignedInAgent } from '../session';

/** After sign-in, registration or a password reset: keep the agent, tell the server, go to work. */
export function useStartSession() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const recordLogin = useRecordLogin();
  return useCallback(
    (agent: Agent) => {
      storeSignedInAgent(agent);
      // getAgentQueryOptions' key, without the query's module: the sign-in pages load this hook.
      queryClient.setQueryData<Agent>(accountsKeys.agent(agent.id), agent);
      // The login event only feeds badges (toasted once it answers); signing in never waits.
      recordLogin(agent.id);
      navigate('/dashboard');
    },
    [queryClient, navigate, recordLogin],
  );
}
