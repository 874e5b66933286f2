// Badges are announced after sign-in (accounts) and when the agent finishes today's batch (the
// Today tab): one call and one announcement for both.
import type { Badge } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { CREDITS_ROUTES } from '@/api/get-credits';
import { toast } from '@/hooks/use-toast';
import { call } from '@/lib/api-client';
import { earnedBadgesToast } from '@/lib/badge-messages';
import { agentKey, invalidateRoutes } from '@/lib/route-query';

/** The login event: the badges earned since the agent last looked, each answered once. */
export async function recordLogin(agentId: string): Promise<Badge[]> {
  const body = await call(routes.recordLogin, { params: { agentId } });
  return body.earnedBadges;
}

/**
 * A finished batch may add a streak day; an earned badge also pays its credits (the server
 * credits them), so the balance and the transactions are read again too.
 */
function refreshAfterLogin(queryClient: QueryClient, agentId: string, badges: Badge[]) {
  const keys = [
    agentKey(routes.getStreak, agentId),
    ...(badges.length > 0 ? [agentKey(routes.getEarnedBadges, agentId)] : []),
  ];
  return Promise.all([
    ...keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    badges.length > 0 && invalidateRoutes(queryClient, CREDITS_ROUTES),
  ]);
}

/**
 * Records the login event and toasts the badges it answers. It never fails its caller: the
 * badges are a bonus, and signing in or finishing the batch does not wait for them.
 */
export function useRecordLogin() {
  const queryClient = useQueryClient();
  return useCallback(
    (agentId: string) => {
      recordLogin(agentId)
        .then((badges) => {
          const announcement = earnedBadgesToast(badges);
          if (announcement) toast(announcement);
          return refreshAfterLogin(queryClient, agentId, badges);
        })
        .catch(() => undefined);
    },
    [queryClient],
  );
}
