// The profile's Account Overview (accounts) and its Weekly Streak card (streaks) read the
// streak: one call and one key for both.
import * as routes from '@porchlight/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '@/lib/route-query';

/** Weeks in a row, the best run, and this week's streak days (docs/screens.md "Streak card"). */
export function getStreakQueryOptions(agentId: string) {
  return routeQuery(routes.getStreak, { params: { agentId } });
}

export function useStreak(agentId: string) {
  return useQuery(getStreakQueryOptions(agentId));
}
