import type { ScriptsResponse } from '@porchlight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';

export async function getScripts(agentId: string): Promise<ScriptsResponse> {
  return getJson<ScriptsResponse>(`/api/scripts/${encodeURIComponent(agentId)}`);
}

/** The six outbound scripts, defaults filled in; the same key the scripts editor reads. */
export function getScriptsQueryOptions(agentId: string) {
  return queryOptions({
    queryKey: ['/api/scripts', agentId],
    queryFn: () => getScripts(agentId),
  });
}

export function useScripts(agentId: string) {
  return useQuery(getScriptsQueryOptions(agentId));
}
