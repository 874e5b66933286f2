import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getJson } from './api-client';

/** A query's key is its path: ['/api/saved', agentId] GETs /api/saved/<agentId>. */
export const getQueryFn: QueryFunction = ({ queryKey }) => getJson(queryKey.join('/'));

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn,
        retry: false,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
