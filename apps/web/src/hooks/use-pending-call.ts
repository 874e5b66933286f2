import { useState } from 'react';

interface Outcome<TResult> {
  onSuccess?: (result: TResult) => void;
  onError?: (error: unknown) => void;
}

/**
 * A call and whether it is under way, for the public pages' requests (sign-in, the Support form,
 * registration, the password reset). Not TanStack's useMutation: the public pages do not load
 * TanStack Query (docs/performance.md "JavaScript per page"); nothing such a call answers is
 * cached or shared. `mutate` runs it and hands the answer or the error on, never throwing;
 * `error` is the last call's failure.
 */
export function usePendingCall<TArgs extends unknown[], TResult>(
  call: (...args: TArgs) => Promise<TResult>,
) {
  const [isPending, setPending] = useState(false);
  // The last call's failure, until the next call starts.
  const [error, setError] = useState<unknown>(null);
  const run = async (...args: TArgs): Promise<TResult> => {
    setPending(true);
    setError(null);
    try {
      return await call(...args);
    } catch (failure) {
      setError(failure);
      throw failure;
    } finally {
      setPending(false);
    }
  };
  const mutate = (input: TArgs[0], outcome: Outcome<TResult> = {}) => {
    run(...([input] as TArgs)).then(outcome.onSuccess, (error: unknown) =>
      outcome.onError?.(error),
    );
  };
  return { run, mutate, isPending, error, isError: error !== null };
}
