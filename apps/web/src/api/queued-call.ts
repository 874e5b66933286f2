import type { RouteAnswer, RouteInput } from '@porchlight/contracts/routes';
import { type CallArgs, type CallParts, call } from '@/lib/api-client';
import { NetworkError } from '@/lib/api-error';
import {
  QUEUEABLE_ROUTES,
  type QueueableRoute,
  type QueuedAction,
  queueAction,
  queuedActions,
} from '@/lib/offline-queue';
import { canReachServer } from '@/lib/reachability';
import { serverNow } from '@/lib/server-clock';

// The swipes, undo, contact status, passes and follow-up records (docs/offline.md "Work done
// offline"): sent at once when the server can be reached, else kept on the phone and sent later.
// Either way the call carries a client id and the time the agent acted, so a call whose answer was
// lost and is sent again is applied once, and counts on the day it was made.

type Route<K extends QueueableRoute> = (typeof QUEUEABLE_ROUTES)[K];

/** A kept action's input as its route's call takes it (none of them is a spend with a key). */
const callArgs = <K extends QueueableRoute>(action: QueuedAction) =>
  [action.input] as unknown as CallArgs<Route<K>>;

export type Queued<T> = { queued: true } | { queued: false; answer: T };

interface ActionMeta {
  agentId: string;
  /** What the agent did, as the pending list names it. */
  label: string;
  leadId?: string;
  /**
   * Never kept for later: a text is recorded only while the server can check quiet hours and
   * opt-outs (docs/offline.md "Compliance offline"). Offline, it fails as no answer would.
   */
  onlineOnly?: boolean;
}

export async function callOrQueue<K extends QueueableRoute>(
  route: K,
  input: RouteInput<Route<K>>,
  meta: ActionMeta,
): Promise<Queued<RouteAnswer<Route<K>>>> {
  const id = crypto.randomUUID();
  const parts = input as CallParts;
  const body = {
    ...(parts.body as object),
    clientActionId: id,
    actedAt: serverNow().toISOString(),
  };
  const { onlineOnly = false, ...named } = meta;
  const action: QueuedAction = { ...named, id, route, input: { ...parts, body } };
  if (onlineOnly) {
    if (!canReachServer()) throw new NetworkError(new Error('offline'));
    const answer = await call(QUEUEABLE_ROUTES[route], ...callArgs<K>(action));
    return { queued: false, answer: answer as RouteAnswer<Route<K>> };
  }
  // Anything already waiting goes first: actions reach the server in the order they were made.
  const waiting = queuedActions().some((queued) => queued.agentId === meta.agentId);
  if (waiting || !canReachServer()) {
    await queueAction(action);
    return { queued: true };
  }
  try {
    const answer = await call(QUEUEABLE_ROUTES[route], ...callArgs<K>(action));
    return { queued: false, answer: answer as RouteAnswer<Route<K>> };
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    // No answer: it may or may not have arrived. Sent again later with the same id, it is
    // applied once either way.
    await queueAction(action);
    return { queued: true };
  }
}
