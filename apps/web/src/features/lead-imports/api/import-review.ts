import * as routes from '@porchlight/contracts/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { agentKey, routeQuery } from '@/lib/route-query';

/** How many imported leads wait for Review in Today. Read again each time the offer shows. */
export function useImportReview(agentId: string) {
  return useQuery({
    ...routeQuery(routes.getImportReview, { params: { agentId } }),
    refetchOnMount: 'always',
  });
}

/** Adds the next batch of imported leads to today's cards, then reads today's leads again. */
export function useOfferImportReview(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(routes.offerImportReview, { params: { agentId }, body: {} }),
    onSuccess: (review) => {
      queryClient.setQueryData(agentKey(routes.getImportReview, agentId), review);
      return queryClient.invalidateQueries({ queryKey: agentKey(routes.getTodaysLeads, agentId) });
    },
  });
}
