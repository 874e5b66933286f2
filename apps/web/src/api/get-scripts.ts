import type { ScriptsResponse } from '@porchlight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { SCRIPT_PATHS, type ScriptKind, scriptsKeys } from './query-keys';

// The scripts editor (scripts) edits them and the follow-up (follow-up) sends them: one call and
// one key for both, so a save shows in the follow-up's messages at once.

/** Where a kind of scripts is read and saved (GET and PUT). */
export function scriptsUrl(agentId: string, kind: ScriptKind): string {
  return `${SCRIPT_PATHS[kind]}/${encodeURIComponent(agentId)}`;
}

export async function getScripts(agentId: string, kind: ScriptKind): Promise<ScriptsResponse> {
  return getJson<ScriptsResponse>(scriptsUrl(agentId, kind));
}

/** All six days; the days the agent never saved carry the default text (`defaultDays`). */
export function getScriptsQueryOptions(agentId: string, kind: ScriptKind) {
  return queryOptions({
    queryKey: scriptsKeys.list(agentId, kind),
    queryFn: () => getScripts(agentId, kind),
  });
}

export function useScripts(agentId: string, kind: ScriptKind) {
  return useQuery(getScriptsQueryOptions(agentId, kind));
}
