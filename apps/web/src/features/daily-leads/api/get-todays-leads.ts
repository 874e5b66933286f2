import type { LeadCard } from '@porchlight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dailyLeadsKeys } from '@/api/query-keys';
import { getJson } from '@/lib/api-client';

export async function getTodaysLeads(agentId: string): Promise<LeadCard[]> {
  return getJson<LeadCard[]>(`/api/leads/today/${encodeURIComponent(agentId)}`);
}

/** Today's batch in delivery order; the current card is the first lead still 'new'. */
export function getTodaysLeadsQueryOptions(agentId: string) {
  return queryOptions({
    queryKey: dailyLeadsKeys.today(agentId),
    queryFn: () => getTodaysLeads(agentId),
  });
}

export function useTodaysLeads(agentId: string) {
  return useQuery(getTodaysLeadsQueryOptions(agentId));
}
