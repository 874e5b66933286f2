import type { SaveScriptsRequest, ScriptsResponse } from '@porchlight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getScriptsQueryOptions, scriptsUrl } from '@/api/get-scripts';
import type { ScriptKind } from '@/api/query-keys';
import { sendJson } from '@/lib/api-client';

export async function saveScripts(
  agentId: string,
  kind: ScriptKind,
  request: SaveScriptsRequest,
): Promise<ScriptsResponse> {
  return sendJson<ScriptsResponse>('PUT', scriptsUrl(agentId, kind), request);
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
