import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import type { ToastActionElement, ToastProps } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-error';

/**
 * docs/screens.md "Every page": at most one toast at a time, 5000 ms unless a toast says otherwise.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
// Time for the closing animation before a dismissed toast leaves the state.
const TOAST_REMOVE_DELAY_MS = 1000;

export type ToasterToast = ToastProps & {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastActionElement;
};

type ToastInput = Omit<ToasterToast, 'id'>;

type Action =
  | { type: 'add'; toast: ToasterToast }
  | { type: 'update'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'dismiss'; toastId?: string }
  | { type: 'remove'; toastId?: string };

interface ToastState {
  toasts: ToasterToast[];
}

let count = 0;
let memoryState: ToastState = { toasts: [] };
const listeners = new Set<(state: ToastState) => void>();
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function nextId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return String(count);
}

function scheduleRemoval(toastId: string): void {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: 'remove', toastId });
  }, TOAST_REMOVE_DELAY_MS);
  removeTimeouts.set(toastId, timeout);
}

function reducer(state: ToastState, action: Action): ToastState {
  switch (action.type) {
    case 'add':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'update':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'dismiss': {
      const { toastId } = action;
      for (const t of state.toasts) if (!toastId || t.id === toastId) scheduleRemoval(t.id);
      return {
        toasts: state.toasts.map((t) => (!toastId || t.id === toastId ? { ...t, open: false } : t)),
      };
    }
    case 'remove':
      return { toasts: action.toastId ? state.toasts.filter((t) => t.id !== action.toastId) : [] };
  }
}

function dispatch(action: Action): void {
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener(memoryState);
}

export function toast(input: ToastInput) {
  const id = nextId();
  const dismiss = () => dispatch({ type: 'dismiss', toastId: id });
  const update = (props: ToastInput) => dispatch({ type: 'update', toast: { ...props, id } });
  dispatch({
    type: 'add',
    toast: {
      ...input,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update };
}

/** A failed call: the server's sentence when it sent one, else `fallback` (network, 502…). */
export function toastFailure(title: string, error: unknown, fallback: string): void {
  toast({ title, description: apiErrorMessage(error, fallback), variant: 'destructive' });
}

/** Closes the toast on screen: a form that has just succeeded leaves no stale error behind. */
export function dismissToasts(): void {
  dispatch({ type: 'dismiss' });
}

/** Forgets every toast at once, without its closing animation: each test starts with none. */
export function forgetToasts(): void {
  dispatch({ type: 'remove' });
}

export function useToast() {
  const [state, setState] = useState(memoryState);
  useEffect(() => {
    listeners.add(setState);
    // A toast raised before this subscribed (by an effect that ran first) still shows.
    setState(memoryState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: 'dismiss', toastId }),
  };
}
