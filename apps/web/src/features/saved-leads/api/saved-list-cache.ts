import type { QueryClient } from '@tanstack/react-query';
import { refreshLeadLists } from '@/api/lead-lists';
import { getSavedLeadsQueryOptions } from './get-saved-leads';

/** The calls that take a lead out of the saved list: a move to dismissed, a removal. */
const LEAVE_SAVED_LIST = ['saved-leads', 'leave'] as const;

/** Takes the lead off the saved list on screen; the answer puts it back where it was. */
async function takeOutOfSavedList(
  queryClient: QueryClient,
  agentId: string,
  leadId: string,
): Promise<() => void> {
  const { queryKey } = getSavedLeadsQueryOptions(agentId);
  // A read under way would bring the lead back.
  await queryClient.cancelQueries({ queryKey });
  const before = queryClient.getQueryData(queryKey) ?? [];
  const lead = before.find((l) => l.id === leadId);
  if (!lead) return () => {};
  const index = before.indexOf(lead);
  queryClient.setQueryData(queryKey, (leads) => leads?.filter((l) => l.id !== leadId));
  return () =>
    queryClient.setQueryData(queryKey, (leads = []) =>
      leads.some((l) => l.id === leadId)
        ? leads
        : [...leads.slice(0, index), lead, ...leads.slice(index)],
    );
}

/**
 * What the calls that take a lead out of the saved list share: the lead leaves the list at once,
 * comes back where it was if the call fails, and the lists are read again afterwards. Only the
 * last of several such calls under way reads them: an earlier read would show a lead still on its
 * way out.
 */
export function leaveSavedListOptions(
  queryClient: QueryClient,
  agentId: string,
  onFailure: (error: Error) => void,
) {
  return {
    mutationKey: LEAVE_SAVED_LIST,
    onMutate: (leadId: string) => takeOutOfSavedList(queryClient, agentId, leadId),
    onError: (error: Error, _leadId: string, putBack: (() => void) | undefined) => {
      putBack?.();
      onFailure(error);
    },
    onSettled: () =>
      queryClient.isMutating({ mutationKey: LEAVE_SAVED_LIST }) === 1
        ? refreshLeadLists(queryClient, agentId)
        : undefined,
  };
}
