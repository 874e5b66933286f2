import { useEffect, useRef, useState } from 'react';

// The public pages' reads without TanStack Query, which only the signed-in workspace loads
// (docs/performance.md "JavaScript per page"). Errors are the API client's (ApiError with its code,
// NetworkError); the public routes answer no 401, so no session ends here.

// The API client throws Errors only (ApiError, NetworkError), as a read's own check does.
type Outcome<T> = { data: T; error?: undefined } | { data?: undefined; error: Error };

interface Read {
  promise: Promise<unknown>;
  controller: AbortController;
  readers: number;
  outcome?: Outcome<unknown>;
}

/** Every read of the page's life by its key: asked once, shared, a failed one forgotten. */
const reads = new Map<string, Read>();

function start(key: string, read: (signal: AbortSignal) => Promise<unknown>): Read {
  const known = reads.get(key);
  if (known) return known;
  const controller = new AbortController();
  const entry: Read = { promise: read(controller.signal), controller, readers: 0 };
  reads.set(key, entry);
  entry.promise.then(
    (data) => {
      entry.outcome = { data };
    },
    () => {
      // Asked again by the next reader, or by "Try Again".
      if (reads.get(key) === entry) reads.delete(key);
    },
  );
  return entry;
}

/** The answer for `key`, asking the server only if no one has yet (a form's submit). */
export function publicRead<T>(key: string, read: (signal: AbortSignal) => Promise<T>): Promise<T> {
  return start(key, read).promise as Promise<T>;
}

/** Tests: each starts with nothing read. */
export function forgetPublicReads(): void {
  reads.clear();
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * A read for a public page: the answer shared by every component asking with the same key (one
 * request), loading until it comes, its error otherwise; `refetch` asks again. A read no one
 * waits for any more is given up (its signal aborts), unless another reader took it up at once (a
 * strict-mode remount). A read that ignores the signal still answers and is kept.
 */
export function usePublicRead<T>(key: string, read: (signal: AbortSignal) => Promise<T>) {
  const readRef = useRef(read);
  readRef.current = read;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; outcome: Outcome<T> }>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again on refetch.
  useEffect(() => {
    const entry = start(key, (signal) => readRef.current(signal));
    entry.readers += 1;
    let active = true;
    entry.promise.then(
      (data) => active && setState({ key, outcome: { data: data as T } }),
      (error: Error) => active && !isAbort(error) && setState({ key, outcome: { error } }),
    );
    return () => {
      active = false;
      entry.readers -= 1;
      queueMicrotask(() => {
        if (entry.readers === 0 && !entry.outcome) entry.controller.abort();
      });
    };
  }, [key, attempt]);

  // An answer another component already has shows at once, without a loading frame.
  const settled = reads.get(key)?.outcome as Outcome<T> | undefined;
  const outcome = state?.key === key ? state.outcome : settled;
  const isError = outcome !== undefined && outcome.error !== undefined;
  return {
    data: outcome?.data,
    error: outcome?.error,
    isPending: outcome === undefined,
    isError,
    isSuccess: outcome !== undefined && !isError,
    refetch: () => {
      reads.delete(key);
      setState(undefined);
      setAttempt((n) => n + 1);
    },
  };
}
