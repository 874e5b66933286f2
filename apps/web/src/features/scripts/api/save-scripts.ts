import type { SaveScriptsRequest, ScriptsResponse } from '@porchlight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/api-client';
import { SCRIPT_KINDS, type ScriptKind } from '../script-kinds';
import { getScriptsQueryOptions } from './get-scripts';

export async function saveScripts(
  agentId: string,
  kind: ScriptKind,
  request: SaveScriptsRequest,
): Promise<ScriptsResponse> {
  const url = `${SCRIPT_KINDS[kind].path}/${encodeURIComponent(agentId)}`;
  return sendJson<ScriptsResponse>('PUT', url, request);
}

/** Saves the days the agent changed; the answer (all six days) becomes the editor's data. */
export function useSaveScripts(agentId: string, kind: ScriptKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveScriptsRequest) => saveScripts(agentId, kind, request),
    onSuccess: (saved) => {
      queryClient.setQueryData(getScriptsQueryOptions(agentId, kind).queryKey, saved);
    },
  });
}
