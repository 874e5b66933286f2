import { Lead } from '@porchlight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getJson } from '@/lib/api-client';

const TodaysLeads = z.array(Lead);

export async function getTodaysLeads(agentId: string): Promise<Lead[]> {
  return TodaysLeads.parse(await getJson(`/api/leads/today/${encodeURIComponent(agentId)}`));
}

/** Today's batch in delivery order; the current card is the first lead still 'new'. */
export function getTodaysLeadsQueryOptions(agentId: string) {
  return queryOptions({
    queryKey: ['/api/leads/today', agentId],
    queryFn: () => getTodaysLeads(agentId),
  });
}

export function useTodaysLeads(agentId: string) {
  return useQuery(getTodaysLeadsQueryOptions(agentId));
}
