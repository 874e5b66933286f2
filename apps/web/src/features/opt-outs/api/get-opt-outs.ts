import type { OptOut } from '@porchlight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { optOutsKeys } from '@/api/query-keys';
import { getJson } from '@/lib/api-client';

const path = (agentId: string) => `/api/opt-outs/${encodeURIComponent(agentId)}`;

/** The same log as a file download (a plain link). */
export const optOutsCsvUrl = (agentId: string) => `${path(agentId)}/export.csv`;

export async function getOptOuts(agentId: string): Promise<OptOut[]> {
  return getJson<OptOut[]>(path(agentId));
}

/** The contacts that asked this agent to stop, newest first. */
export function getOptOutsQueryOptions(agentId: string) {
  return queryOptions({
    queryKey: optOutsKeys.list(agentId),
    queryFn: () => getOptOuts(agentId),
  });
}

export function useOptOuts(agentId: string) {
  return useQuery(getOptOutsQueryOptions(agentId));
}
