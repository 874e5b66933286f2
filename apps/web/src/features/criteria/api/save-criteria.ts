import type { Criteria, SaveCriteriaRequest } from '@porchlight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/api-client';
import { getCriteriaQueryOptions } from './get-criteria';

export async function saveCriteria(
  agentId: string,
  criteria: SaveCriteriaRequest,
): Promise<Criteria> {
  const url = `/api/criteria/${encodeURIComponent(agentId)}`;
  return sendJson<Criteria>('POST', url, criteria);
}

/**
 * docs/screens.md "Criteria tab": a save refreshes the criteria; `onSaved` lets the page refresh
 * what depends on them in other features (today's leads, the available count).
 */
export function useSaveCriteria(agentId: string, onSaved?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (criteria: SaveCriteriaRequest) => saveCriteria(agentId, criteria),
    onSuccess: (saved) => {
      const { queryKey } = getCriteriaQueryOptions(agentId);
      queryClient.setQueryData(queryKey, saved);
      void queryClient.invalidateQueries({ queryKey });
      onSaved?.();
    },
  });
}
