import type { ListedLead } from '@porchlight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { savedLeadsKeys } from '@/api/query-keys';
import { getJson } from '@/lib/api-client';

export async function getDismissedLeads(agentId: string): Promise<ListedLead[]> {
  return getJson<ListedLead[]>(`/api/dismissed/${encodeURIComponent(agentId)}`);
}

/** The leads the agent passed on, each of which can still be moved back to saved. */
export function getDismissedLeadsQueryOptions(agentId: string) {
  return queryOptions({
    queryKey: savedLeadsKeys.dismissed(agentId),
    queryFn: () => getDismissedLeads(agentId),
  });
}

export function useDismissedLeads(agentId: string) {
  return useQuery(getDismissedLeadsQueryOptions(agentId));
}
