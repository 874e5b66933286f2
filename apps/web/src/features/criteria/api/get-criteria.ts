import type { Criteria } from '@porchlight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { criteriaKeys } from '@/api/query-keys';
import { getJson } from '@/lib/api-client';

export async function getCriteria(agentId: string): Promise<Criteria> {
  return getJson<Criteria>(`/api/criteria/${encodeURIComponent(agentId)}`);
}

/** The agent's saved criteria; empty lists and nulls when never set. */
export function getCriteriaQueryOptions(agentId: string) {
  return queryOptions({
    queryKey: criteriaKeys.detail(agentId),
    queryFn: () => getCriteria(agentId),
  });
}

export function useCriteria(agentId: string) {
  return useQuery(getCriteriaQueryOptions(agentId));
}
