import type { Lead } from '@porchlight/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { getLeadQueryOptions } from './get-lead';

/**
 * A change waiting on the phone (docs/offline.md "Work done offline") shows on the lead the
 * dialog keeps, as the server will have it once sent. Its read time stays the server's.
 */
export function changeKeptLead(
  queryClient: QueryClient,
  leadId: string,
  change: (lead: Lead) => Lead,
): Lead | undefined {
  const { queryKey } = getLeadQueryOptions(leadId);
  const state = queryClient.getQueryState(queryKey);
  const lead = queryClient.getQueryData(queryKey);
  if (!lead) return undefined;
  const changed = change(lead);
  queryClient.setQueryData(queryKey, changed, { updatedAt: state?.dataUpdatedAt });
  return changed;
}

/** How the waiting list names a change to this lead: by its address once it is known. */
export function leadLabel(queryClient: QueryClient, leadId: string): string {
  return queryClient.getQueryData(getLeadQueryOptions(leadId).queryKey)?.address ?? 'a lead';
}
