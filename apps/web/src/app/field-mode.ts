import { onlineManager, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { readStoredAgentId } from '@/features/accounts/session';
import { isReachable, onReachabilityChange } from '@/lib/connection';
import { checkNow, startProbing } from '@/lib/connection-probe';
import { applyFieldModeDefaults } from '@/lib/field-mode-defaults';
import { keepOfflineCopy, restoreOfflineCopy } from '@/lib/offline-copy';

// Field mode's start (docs/offline.md "What the phone keeps"): the kept answers are put back
// before the workspace's first screen, so a signed-in agent with no signal sees their day, never
// a sign-in page; from then on every answer is kept. Only the dashboard loads it: a visitor's
// pages never do.

/** A store that does not answer (a browser's private mode) never holds the first screen longer. */
const RESTORE_LIMIT_MS = 1_000;

/**
 * React Query pauses its reads while "offline" and resumes them after. Offline here is the
 * phone's radio off, or the server not answering (lib/connection.ts), not the radio alone.
 */
function followReachability(): void {
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(navigator.onLine && isReachable());
    const onOnline = () => {
      update();
      if (!isReachable()) checkNow();
    };
    // The radio going off reaches `update` through the watch (connection.ts notifies on it).
    window.addEventListener('online', onOnline);
    const stopReachability = onReachabilityChange(update);
    const stopProbing = startProbing();
    update();
    return () => {
      window.removeEventListener('online', onOnline);
      stopReachability();
      stopProbing();
    };
  });
}

let started: QueryClient | null = null;

/** Starts field mode once per page: the agent's kept day first, then keeping every answer. */
async function startFieldMode(queryClient: QueryClient, agentId: string): Promise<void> {
  if (started === queryClient) return;
  started = queryClient;
  applyFieldModeDefaults(queryClient);
  followReachability();
  const limit = new Promise<void>((resolve) => setTimeout(resolve, RESTORE_LIMIT_MS));
  await Promise.race([restoreOfflineCopy(queryClient, agentId).catch(() => undefined), limit]);
  keepOfflineCopy(queryClient, readStoredAgentId);
}

/** True once the agent's kept day is back in the cache (at once after the first time). */
export function useFieldMode(agentId: string): boolean {
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(() => started === queryClient);
  useEffect(() => {
    let left = false;
    void startFieldMode(queryClient, agentId).finally(() => {
      if (!left) setReady(true);
    });
    return () => {
      left = true;
    };
  }, [queryClient, agentId]);
  return ready;
}
