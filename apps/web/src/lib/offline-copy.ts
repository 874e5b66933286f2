import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { lastAnsweredAt, restoreFromCopy, serverClockOffset } from './connection';
import { fieldStore, QUERIES_KEY } from './field-store';

// The last answers the agent's screens read, kept on the phone so that a reload with no signal
// still shows today's leads, the saved list, the follow-up, the scripts and the do-not-contact
// marks (docs/offline.md "What the phone keeps").

interface OfflineCopy {
  agentId: string;
  /** When the server last answered before the copy was written. */
  readAt: number | null;
  /** The server's clock against the phone's then: acts made offline are dated on it. */
  clockOffsetMs: number;
  state: DehydratedState;
}

/** Always asked afresh: the version gate must see the server's version, never a kept one. */
const NEVER_KEPT = new Set<unknown>(['/api/version']);

/** A kept copy older than this is not shown: yesterday's follow-up is still useful, last week's not. */
export const OFFLINE_COPY_MAX_AGE_MS = 72 * 60 * 60 * 1000;

/** How long after a change the copy is written: one write for a burst of answers. */
const WRITE_DELAY_MS = 500;
/** A burst that never pauses for half a second (a save, its refetches, a count) still gets one. */
export const MAX_WRITE_DELAY_MS = 2_000;

/**
 * Puts the agent's kept answers back into the cache, as they were read, and marks them stale so
 * that every screen reads them again once the server can be reached.
 */
export async function restoreOfflineCopy(queryClient: QueryClient, agentId: string): Promise<void> {
  const copy = await get<OfflineCopy>(QUERIES_KEY, fieldStore());
  if (!copy || copy.agentId !== agentId) return;
  restoreFromCopy(copy);
  const oldest = Date.now() - OFFLINE_COPY_MAX_AGE_MS;
  const queries = copy.state.queries.filter((query) => query.state.dataUpdatedAt >= oldest);
  hydrate(queryClient, { ...copy.state, queries });
  await queryClient.invalidateQueries({ refetchType: 'none' });
}

function snapshot(queryClient: QueryClient): DehydratedState {
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && !NEVER_KEPT.has(query.queryKey[0]),
    shouldDehydrateMutation: () => false,
  });
}

/**
 * Writes the copy shortly after each answer, for whoever is signed in then (`agentId()`); nobody
 * signed in, nothing kept. Returns the stop.
 */
export function keepOfflineCopy(queryClient: QueryClient, agentId: () => string | null) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** When the oldest answer not yet in the copy arrived. */
  let pendingSince: number | null = null;
  const write = () => {
    timer = undefined;
    pendingSince = null;
    const id = agentId();
    if (id === null) return;
    const copy: OfflineCopy = {
      agentId: id,
      readAt: lastAnsweredAt(),
      clockOffsetMs: serverClockOffset(),
      state: snapshot(queryClient),
    };
    set(QUERIES_KEY, copy, fieldStore()).catch(() => {
      // A full or blocked store costs only the offline copy.
    });
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    // Signing out empties the cache with nobody signed in: nothing of the agent stays on the phone.
    if (event.type === 'removed' && agentId() === null) {
      clearTimeout(timer);
      void forgetOfflineCopy();
      return;
    }
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    clearTimeout(timer);
    pendingSince ??= Date.now();
    const due = pendingSince + MAX_WRITE_DELAY_MS - Date.now();
    timer = setTimeout(write, Math.max(0, Math.min(WRITE_DELAY_MS, due)));
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}

/** Signing out leaves nothing of the agent's leads on the phone. */
export async function forgetOfflineCopy(): Promise<void> {
  await del(QUERIES_KEY, fieldStore()).catch(() => undefined);
}
