import * as routes from '@porchlight/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '@/lib/route-query';

/** The leads the agent passed on, each of which can still be moved back to saved. */
export function getDismissedLeadsQueryOptions(agentId: string) {
  return routeQuery(routes.getDismissedLeads, { params: { agentId } });
}

export function useDismissedLeads(agentId: string) {
  return useQuery(getDismissedLeadsQueryOptions(agentId));
}
