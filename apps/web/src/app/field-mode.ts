import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { readStoredAgentId } from '@/features/accounts/session';
import { checkNow, isReachable, onReachabilityChange } from '@/lib/connection';

// Field mode's start (docs/offline.md "What the phone keeps"): the kept answers are put back
// before the first screen, so a signed-in agent with no signal sees their day, never a sign-in
// page; from then on every answer is kept.

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
    const onOffline = () => setOnline(false);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    const stop = onReachabilityChange(update);
    update();
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      stop();
    };
  });
}

async function restoreThenKeep(queryClient: QueryClient, agentId: string | null) {
  const copy = await import('@/lib/offline-copy');
  if (agentId !== null) {
    const limit = new Promise<void>((resolve) => setTimeout(resolve, RESTORE_LIMIT_MS));
    await Promise.race([
      copy.restoreOfflineCopy(queryClient, agentId).catch(() => undefined),
      limit,
    ]);
  }
  return copy.keepOfflineCopy(queryClient, readStoredAgentId);
}

/** True once the first screen may render: at once for a visitor, after the restore for an agent. */
export function useFieldMode(queryClient: QueryClient): boolean {
  const [agentId] = useState(readStoredAgentId);
  const [ready, setReady] = useState(agentId === null);
  useEffect(() => {
    followReachability();
    let stop: (() => void) | undefined;
    let left = false;
    restoreThenKeep(queryClient, agentId)
      .then((stopKeeping) => {
        if (left) stopKeeping();
        else stop = stopKeeping;
      })
      .catch(() => undefined)
      .finally(() => setReady(true));
    return () => {
      left = true;
      stop?.();
    };
  }, [queryClient, agentId]);
  return ready;
}
