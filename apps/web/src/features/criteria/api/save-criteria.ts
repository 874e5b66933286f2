import type { SaveCriteriaRequest } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { getCriteriaQueryOptions } from './get-criteria';

/**
 * docs/screens.md "Criteria tab": a save refreshes the criteria; `onSaved` lets the page refresh
 * what depends on them in other features (today's leads, the available count).
 */
export function useSaveCriteria(agentId: string, onSaved?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (criteria: SaveCriteriaRequest) =>
      call(routes.saveCriteria, { params: { agentId }, body: criteria }),
    onSuccess: (saved) => {
      const { queryKey } = getCriteriaQueryOptions(agentId);
      queryClient.setQueryData(queryKey, saved);
      void queryClient.invalidateQueries({ queryKey });
      onSaved?.();
    },
  });
}
