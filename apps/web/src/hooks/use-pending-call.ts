import { useState } from 'react';

/**
 * A call and whether it is under way, for the public forms' one request each (sign-in, the
 * Support form). Not TanStack's useMutation: its ~1 KB (gzipped) is not in the base bundle, and
 * each public page has 100 KB; nothing such a call answers is cached or shared.
 */
export function usePendingCall<TArgs extends unknown[], TResult>(
  call: (...args: TArgs) => Promise<TResult>,
) {
  const [isPending, setPending] = useState(false);
  const run = async (...args: TArgs): Promise<TResult> => {
    setPending(true);
    try {
      return await call(...args);
    } finally {
      setPending(false);
    }
  };
  return { run, isPending };
}
