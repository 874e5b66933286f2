import * as routes from '@porchlight/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '@/lib/route-query';

/** The agent's saved criteria; empty lists and nulls when never set. */
export function getCriteriaQueryOptions(agentId: string) {
  return routeQuery(routes.getCriteria, { params: { agentId } });
}

export function useCriteria(agentId: string) {
  return useQuery(getCriteriaQueryOptions(agentId));
}
