import * as routes from '@porchlight/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { routeQuery } from '@/lib/route-query';

/**
 * The agent's saved leads as their cards show them (the dialog reads the whole lead), newest saved
 * first. Unlike the app's other queries it is read again on every mount and whenever the window
 * regains focus (docs/screens.md "Saved tab"): follow-up work done in the agent's mail and text
 * apps changes it behind the tab's back.
 */
export function getSavedLeadsQueryOptions(agentId: string) {
  return queryOptions({
    ...routeQuery(routes.getSavedLeads, { params: { agentId } }),
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });
}

export function useSavedLeads(agentId: string) {
  return useQuery(getSavedLeadsQueryOptions(agentId));
}
