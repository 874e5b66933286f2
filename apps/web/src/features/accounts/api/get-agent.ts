import * as routes from '@porchlight/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { agentKey } from '@/lib/route-query';
import { storeCurrentAgent } from '../session';

/** The signed-in agent; each answer also refreshes `currentAgent` in storage. */
export function getAgentQueryOptions(agentId: string) {
  return queryOptions({
    queryKey: agentKey(routes.getAgent, agentId),
    queryFn: async ({ signal }) => {
      const agent = await call(routes.getAgent, { params: { agentId } }, { signal });
      storeCurrentAgent(agent);
      return agent;
    },
  });
}

export function useAgent(agentId: string) {
  return useQuery(getAgentQueryOptions(agentId));
}
