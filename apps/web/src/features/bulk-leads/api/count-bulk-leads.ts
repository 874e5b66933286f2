import type { BulkCountRequest, BulkCountResponse } from '@porchlight/contracts';
import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/api-client';

/** How many leads a bulk search could deliver to the agent, up to BULK_COUNT_CAP. */
export async function countBulkLeads(request: BulkCountRequest): Promise<BulkCountResponse> {
  return sendJson<BulkCountResponse>('POST', '/api/leads/bulk-count', request);
}

/** A POST that reads: each Check Availability asks afresh, nothing is cached. */
export function useCountBulkLeads() {
  return useMutation({ mutationFn: countBulkLeads });
}
