import { QUEUEABLE_ROUTES } from '@porchlight/contracts/routes';
import { get, update } from 'idb-keyval';
import { type CallParts, call } from './api-client';
import { ApiError } from './api-error';
import { setPendingCount } from './connection';
import { fieldStore, OUTBOX_KEY } from './field-store';

// Work done with no connection, kept on the phone until the server has it
// (docs/offline.md "Work done offline"). Each action carries its own client id, so the server
// applies it once however often it is sent, and the time the agent acted.

/**
 * The calls that may wait for a connection: every definition marked `offline: true`, so a new
 * one is one line in its definition (docs/architecture.md "Routes"). Skip Day is 'online-only':
 * it may open a text.
 */
export { QUEUEABLE_ROUTES };
export type QueueableRoute = keyof typeof QUEUEABLE_ROUTES;

export interface QueuedAction {
  /** The client id the server applies it once by (also the body's `clientActionId`). */
  id: string;
  agentId: string;
  route: QueueableRoute;
  input: CallParts;
  /** What the agent did, as the pending list and a refusal name it ("Save 12 Oak St"). */
  label: string;
  leadId?: string;
}

type Listener = (actions: readonly QueuedAction[]) => void;

let known: readonly QueuedAction[] = [];
const listeners = new Set<Listener>();

function publish(actions: readonly QueuedAction[]): void {
  known = actions;
  setPendingCount(actions.length);
  for (const listener of listeners) listener(actions);
}

/** Reads the kept queue (after a reload) into memory, for the pending count. */
export async function loadQueue(): Promise<readonly QueuedAction[]> {
  publish((await get<QueuedAction[]>(OUTBOX_KEY, fieldStore())) ?? []);
  return known;
}

/** The queue as last read or changed on this page. */
export function queuedActions(): readonly QueuedAction[] {
  return known;
}

export function onQueueChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function change(edit: (actions: QueuedAction[]) => QueuedAction[]): Promise<void> {
  let next: QueuedAction[] = [];
  await update<QueuedAction[]>(
    OUTBOX_KEY,
    (actions) => {
      next = edit(actions ?? []);
      return next;
    },
    fieldStore(),
  );
  publish(next);
}

/** Kept on the phone first: the action survives a reload from here on. */
export function queueAction(action: QueuedAction): Promise<void> {
  return change((actions) => [...actions, action]);
}

/** Takes a waiting action back (an undo of a swipe that never left the phone). */
export function dropAction(id: string): Promise<void> {
  return change((actions) => actions.filter((action) => action.id !== id));
}

export interface SendOutcome {
  sent: number;
  /** Actions the server refused (a conflict): dropped, each with the server's sentence. */
  refused: { action: QueuedAction; error: ApiError }[];
  /** Stopped early: no connection, a server error or a lost session; the rest still wait. */
  stoppedBy?: unknown;
}

/** A refusal that sending again would not change: the action is dropped and the agent told. */
function isFinal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 408, 429].includes(error.status)
  );
}

async function sendInOrder(agentId: string): Promise<SendOutcome> {
  const outcome: SendOutcome = { sent: 0, refused: [] };
  const waiting = (await loadQueue()).filter((action) => action.agentId === agentId);
  let refusedSwipe = false;
  for (const action of waiting) {
    const route = QUEUEABLE_ROUTES[action.route];
    const undoesRefused = refusedSwipe && action.route === 'undoSwipe';
    refusedSwipe = false;
    try {
      // Kept by an older build for a call this one no longer has: nothing can send it.
      if (!route) throw new ApiError(410, '', 'This change can no longer be sent.');
      // It meant the swipe just refused; sent, it would undo another (docs/offline.md "Conflicts").
      if (undoesRefused) throw new ApiError(409, '', 'The swipe it undid was not kept.');
      await call(route, action.input as never);
      outcome.sent += 1;
    } catch (error) {
      if (!isFinal(error)) return { ...outcome, stoppedBy: error };
      outcome.refused.push({ action, error });
      refusedSwipe = action.route === 'swipeLead';
    }
    await dropAction(action.id);
  }
  return outcome;
}

/**
 * Sends the agent's waiting actions in the order they were made, one at a time. One tab sends at
 * a time (a Web Lock); another tab's send waits, then finds the queue already empty.
 */
export async function sendQueue(agentId: string): Promise<SendOutcome> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request('porchlight-outbox', () => sendInOrder(agentId));
  }
  return sendInOrder(agentId);
}
