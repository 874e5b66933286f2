import * as routes from '@porchlight/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '@/lib/route-query';

/** Today's batch in delivery order; the current card is the first lead still 'new'. */
export function getTodaysLeadsQueryOptions(agentId: string) {
  return routeQuery(routes.getTodaysLeads, { params: { agentId } });
}

export function useTodaysLeads(agentId: string) {
  return useQuery(getTodaysLeadsQueryOptions(agentId));
}
