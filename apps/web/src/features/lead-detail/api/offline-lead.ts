import type { ActivityDashboardItem, Lead, ListedLead } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import type { QueryClient } from '@tanstack/react-query';
import { agentKey } from '@/lib/route-query';
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

/**
 * A contact status waiting on the phone shows wherever the lead is kept: the dialog's lead, the
 * saved list and the follow-up cards, each keeping its read time (docs/offline.md "Work done
 * offline"). Shown as done, never as failed: it is applied once the phone is back online.
 */
export function keepContactStatus(
  queryClient: QueryClient,
  {
    agentId,
    leadId,
    contactStatus,
  }: { agentId: string; leadId: string; contactStatus: Lead['contactStatus'] },
): void {
  changeKeptLead(queryClient, leadId, (lead) => ({ ...lead, contactStatus }));
  const keep = <T>(queryKey: readonly unknown[], change: (data: T) => T) => {
    const state = queryClient.getQueryState(queryKey);
    const data = queryClient.getQueryData<T>(queryKey);
    if (data !== undefined) {
      queryClient.setQueryData(queryKey, change(data), { updatedAt: state?.dataUpdatedAt });
    }
  };
  keep<ListedLead[]>(agentKey(routes.getSavedLeads, agentId), (list) =>
    list.map((lead) => (lead.id === leadId ? { ...lead, contactStatus } : lead)),
  );
  keep<ActivityDashboardItem[]>(agentKey(routes.getFollowUpDashboard, agentId), (items) =>
    items.map((item) =>
      item.lead.id === leadId ? { ...item, lead: { ...item.lead, contactStatus } } : item,
    ),
  );
}
