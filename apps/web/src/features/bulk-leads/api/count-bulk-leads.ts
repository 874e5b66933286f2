import type { BulkCountRequest } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/**
 * How many leads a bulk search could deliver to the agent, up to BULK_COUNT_CAP. A POST that
 * reads: each Check Availability asks afresh, nothing is cached.
 */
export function useCountBulkLeads() {
  return useMutation({
    mutationFn: (request: BulkCountRequest) => call(routes.countBulkLeads, { body: request }),
  });
}
