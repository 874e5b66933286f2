import type { Agent } from '@porchlight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountsKeys } from '@/api/query-keys';
import { getJson } from '@/lib/api-client';
import { storeCurrentAgent } from '../session';

export async function getAgent(agentId: string): Promise<Agent> {
  return getJson<Agent>(`/api/agents/${encodeURIComponent(agentId)}`);
}

/** The signed-in agent; each answer also refreshes `currentAgent` in storage. */
export function getAgentQueryOptions(agentId: string) {
  return queryOptions({
    queryKey: accountsKeys.agent(agentId),
    queryFn: async () => {
      const agent = await getAgent(agentId);
      storeCurrentAgent(agent);
      return agent;
    },
  });
}

export function useAgent(agentId: string) {
  return useQuery(getAgentQueryOptions(agentId));
}
