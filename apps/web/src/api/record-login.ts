// Badges are announced after sign-in (accounts) and when the agent finishes today's batch (the
// Today tab): one call and one announcement for both.
import type { Badge, LoginResponse } from '@porchlight/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '@/hooks/use-toast';
import { sendJson } from '@/lib/api-client';
import { earnedBadgesToast } from '@/lib/badge-messages';
import { creditsKeys } from './query-keys';
import { streaksKeys } from './reward-keys';

/** POST /api/login/{id}: the badges earned since the agent last looked, each answered once. */
export async function recordLogin(agentId: string): Promise<Badge[]> {
  const body = await sendJson<LoginResponse>('POST', `/api/login/${encodeURIComponent(agentId)}`);
  return body.earnedBadges;
}

/**
 * A finished batch may add a streak day; an earned badge also pays its credits (the server
 * credits them), so the balance and the transactions are read again too.
 */
function refreshAfterLogin(queryClient: QueryClient, agentId: string, badges: Badge[]) {
  const keys = [
    streaksKeys.streak(agentId),
    ...(badges.length > 0 ? [streaksKeys.earned(agentId), creditsKeys.balance(agentId)] : []),
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
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
