import type { SaveScriptsRequest } from '@porchlight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getScriptsQueryOptions, SCRIPT_ROUTES, type ScriptKind } from '@/api/get-scripts';
import { call } from '@/lib/api-client';

/** Saves the days the agent changed; the answer (all six days) becomes the editor's data. */
export function useSaveScripts(agentId: string, kind: ScriptKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveScriptsRequest) =>
      call(SCRIPT_ROUTES[kind].save, { params: { agentId }, body: request }),
    onSuccess: (saved) => {
      queryClient.setQueryData(getScriptsQueryOptions(agentId, kind).queryKey, saved);
    },
  });
}
