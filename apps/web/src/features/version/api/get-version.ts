import { VERSION_POLL_MS, type VersionResponse } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { routeKey } from '@/lib/route-query';

// Checked although answers are typed, not parsed: the server polled may run another build. By
// hand rather than with VersionResponse.parse: every page polls the version, and zod would put
// ~20 KB on the landing page's 100 KB budget.
function isVersionResponse(body: unknown): body is VersionResponse {
  return (
    typeof body === 'object' &&
    body !== null &&
    'version' in body &&
    typeof body.version === 'string'
  );
}

// Never from the browser's cache: a new deployment must be seen at the next poll.
async function getVersion(): Promise<VersionResponse> {
  const body: unknown = await call(routes.getVersion, {}, { cache: 'no-store' });
  if (!isVersionResponse(body)) throw new Error('The version answer has no version.');
  return body;
}

/** Asked at start-up and every VERSION_POLL_MS (docs/screens.md "Version banner"). */
export function getVersionQueryOptions() {
  return queryOptions({
    queryKey: routeKey(routes.getVersion),
    queryFn: getVersion,
    refetchInterval: VERSION_POLL_MS,
  });
}

export function useVersion() {
  return useQuery(getVersionQueryOptions());
}

/** docs/screens.md "Version gate": the version is trusted for 60 s before leads are generated. */
export const VERSION_GATE_STALE_MS = 60_000;

export function getVersionGateQueryOptions() {
  return queryOptions({
    queryKey: routeKey(routes.getVersion),
    queryFn: getVersion,
    staleTime: VERSION_GATE_STALE_MS,
  });
}
