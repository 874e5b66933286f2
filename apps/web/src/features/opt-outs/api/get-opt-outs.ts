import * as routes from '@porchlight/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { routeUrl } from '@/lib/api-client';
import { routeQuery } from '@/lib/route-query';

/** The same log as a file download (a plain link). */
export const optOutsCsvUrl = (agentId: string) =>
  routeUrl(routes.downloadOptOutsCsv, { params: { agentId } });

/** The contacts that asked this agent to stop, newest first. */
export function getOptOutsQueryOptions(agentId: string) {
  return routeQuery(routes.getOptOuts, { params: { agentId } });
}

export function useOptOuts(agentId: string) {
  return useQuery(getOptOutsQueryOptions(agentId));
}
