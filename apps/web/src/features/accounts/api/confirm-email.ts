import * as routes from '@porchlight/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { routeKey } from '@/lib/route-query';

/**
 * Posts the link mailed at signup (single use) once when the page opens; success means the
 * address is confirmed. A query, not a mutation: React Query sends one request for the key however
 * often the page mounts, and a second send of a single-use token would be refused. Not
 * `routeQuery`: its call would be given up when the page unmounts (a strict-mode remount), and the
 * remount would send the used token again.
 */
export function useEmailConfirmation(token: string) {
  return useQuery({
    queryKey: routeKey(routes.confirmEmail, { body: { token: token } }),
    queryFn: () => call(routes.confirmEmail, { body: { token } }),
  });
}
