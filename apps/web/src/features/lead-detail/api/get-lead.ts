import * as routes from '@porchlight/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { routeQuery } from '@/lib/route-query';

/**
 * The lead the Property Details dialog shows, whole; the session says whose (another agent's is a
 * 404). It is read again on every opening (stale at once), the last copy showing meanwhile: the follow-up, the lists and the agent's mail and text apps
 * change a lead behind the dialog's back.
 */
export function getLeadQueryOptions(leadId: string) {
  return queryOptions({
    ...routeQuery(routes.getLead, { params: { leadId } }),
    staleTime: 0,
  });
}

/** The open lead; with none open, nothing is read. */
export function useLead(leadId: string | null) {
  return useQuery({ ...getLeadQueryOptions(leadId ?? ''), enabled: leadId !== null });
}
