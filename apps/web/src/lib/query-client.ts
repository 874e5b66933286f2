import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorized } from './api-error';

interface QueryClientOptions {
  /**
   * Called once for every 401 from a query or a mutation: the session is gone. A mutation whose
   * 401 means something else (wrong credentials at sign-in) says so with `meta.signsIn`; a query
   * whose page answers a 401 itself (the wallet's sign-in prompt) with `meta.handlesUnauthorized`.
   */
  onUnauthorized?: (queryClient: QueryClient) => void;
}

function handlesOwnUnauthorized(meta?: Record<string, unknown>): boolean {
  return meta?.signsIn === true || meta?.handlesUnauthorized === true;
}

export function createQueryClient({ onUnauthorized }: QueryClientOptions = {}): QueryClient {
  const onError = (error: unknown, meta?: Record<string, unknown>) => {
    if (!handlesOwnUnauthorized(meta) && isUnauthorized(error)) onUnauthorized?.(queryClient);
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
