import type { Lead } from '@porchlight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { leadDetailKeys } from '@/api/query-keys';
import { getJson } from '@/lib/api-client';

/** One of the agent's leads, whole; the session says whose (another agent's is a 404). */
export async function getLead(leadId: string): Promise<Lead> {
  return getJson<Lead>(`/api/leads/${encodeURIComponent(leadId)}`);
}

/**
 * The lead the Property Details dialog shows. It is read again on every opening (stale at once),
 * the last copy showing meanwhile: the follow-up, the lists and the agent's mail and text apps
 * change a lead behind the dialog's back.
 */
export function getLeadQueryOptions(leadId: string) {
  return queryOptions({
    queryKey: leadDetailKeys.detail(leadId),
    queryFn: () => getLead(leadId),
    staleTime: 0,
  });
}

/** The open lead; with none open, nothing is read. */
export function useLead(leadId: string | null) {
  return useQuery({ ...getLeadQueryOptions(leadId ?? ''), enabled: leadId !== null });
}
