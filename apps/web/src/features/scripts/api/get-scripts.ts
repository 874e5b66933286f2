import type { ScriptsResponse } from '@porchlight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { SCRIPT_KINDS, type ScriptKind } from '../script-kinds';

export async function getScripts(agentId: string, kind: ScriptKind): Promise<ScriptsResponse> {
  return getJson<ScriptsResponse>(`${SCRIPT_KINDS[kind].path}/${encodeURIComponent(agentId)}`);
}

/** All six days; the days the agent never saved carry the default text (`defaultDays`). */
export function getScriptsQueryOptions(agentId: string, kind: ScriptKind) {
  return queryOptions({
    queryKey: [SCRIPT_KINDS[kind].path, agentId],
    queryFn: () => getScripts(agentId, kind),
  });
}

export function useScripts(agentId: string, kind: ScriptKind) {
  return useQuery(getScriptsQueryOptions(agentId, kind));
}
