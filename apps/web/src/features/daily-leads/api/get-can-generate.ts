import type { CanGenerate } from '@porchlight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dailyLeadsKeys } from '@/api/query-keys';
import { getJson } from '@/lib/api-client';

/** docs/screens.md "Numbers": polled every 5 minutes, stale after 2. */
export const CAN_GENERATE_POLL_MS = 5 * 60 * 1000;
export const CAN_GENERATE_STALE_MS = 2 * 60 * 1000;

export async function getCanGenerate(agentId: string): Promise<CanGenerate> {
  return getJson<CanGenerate>(`/api/leads/can-generate/${encodeURIComponent(agentId)}`);
}

/** Whether the agent may take fresh leads now, and if not why (docs/quotas.md). */
export function getCanGenerateQueryOptions(agentId: string) {
  return queryOptions({
    queryKey: dailyLeadsKeys.canGenerate(agentId),
    queryFn: () => getCanGenerate(agentId),
    refetchInterval: CAN_GENERATE_POLL_MS,
    staleTime: CAN_GENERATE_STALE_MS,
  });
}

export function useCanGenerate(agentId: string) {
  return useQuery(getCanGenerateQueryOptions(agentId));
}
