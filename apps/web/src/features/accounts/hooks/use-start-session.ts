import type { Agent } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useRecordLogin } from '@/api/record-login';
import { agentKey } from '@/lib/route-query';
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
      queryClient.setQueryData<Agent>(agentKey(routes.getAgent, agent.id), agent);
      // The login event only feeds badges (toasted once it answers); signing in never waits.
      recordLogin(agent.id);
      navigate('/dashboard');
    },
    [queryClient, navigate, recordLogin],
  );
}
