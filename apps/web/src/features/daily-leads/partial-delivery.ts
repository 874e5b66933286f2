import type { FreshLeadsResponse } from '@porchlight/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

/** Never fetched: the key of the last partial delivery, kept until the agent acts on its banner. */
const partialDeliveryKey = (agentId: string) => ['partial-delivery', agentId] as const;

/**
 * The last partial delivery, kept until the agent acts on its banner (docs/screens.md "Today tab").
 * It lives in the query cache, never fetched, so it outlasts a visit to another tab.
 */
function partialDeliveryOptions(agentId: string) {
  return queryOptions<FreshLeadsResponse | null>({
    queryKey: partialDeliveryKey(agentId),
    queryFn: () => null,
    enabled: false,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function usePartialDelivery(agentId: string) {
  const queryClient = useQueryClient();
  const options = partialDeliveryOptions(agentId);
  const { data } = useQuery(options);
  const set = (value: FreshLeadsResponse | null) =>
    queryClient.setQueryData(options.queryKey, value);
  return [data ?? null, set] as const;
}
