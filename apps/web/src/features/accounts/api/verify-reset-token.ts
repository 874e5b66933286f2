import * as routes from '@porchlight/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '@/lib/route-query';

/**
 * Success means the link is valid; any failure means it is not (docs/screens.md "Change password").
 */
export function getResetTokenQueryOptions(token: string) {
  return routeQuery(routes.verifyResetToken, { body: { token } });
}

export function useResetTokenCheck(token: string) {
  return useQuery(getResetTokenQueryOptions(token));
}
