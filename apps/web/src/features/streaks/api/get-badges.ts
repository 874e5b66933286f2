import * as routes from '@porchlight/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '@/lib/route-query';

/** The four badges, with the streak and the credits of each (docs/rewards.md). */
export function getBadgesQueryOptions() {
  return routeQuery(routes.getBadges);
}

export function useBadges() {
  return useQuery(getBadgesQueryOptions());
}
