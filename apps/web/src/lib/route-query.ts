import type { RouteDefinition } from '@porchlight/contracts/routes';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { type CallArgs, type CallParts, call } from './api-client';

/**
 * A query's key (docs/architecture.md "Routes"): the route's path, then its parameters' values in
 * the path's order, then its query, then its body (a POST that reads). `[route.path]` alone covers
 * every answer of that route.
 */
export function routeKey<R extends RouteDefinition>(route: R, ...[input]: CallArgs<R>) {
  const { params = {}, query, body } = (input ?? {}) as CallParts;
  const values = [...route.path.matchAll(/:(\w+)/g)].map(([, name = '']) => params[name]);
  return [route.path, ...values, ...(query ? [query] : []), ...(body ? [body] : [])] as const;
}

/** The key of a route whose one parameter is the agent's id (most of the agent's reads). */
export function agentKey(route: RouteDefinition, agentId: string) {
  return [route.path, agentId] as const;
}

/** A GET as a query: its key from the route and input, its answer typed by the route. */
export function routeQuery<R extends RouteDefinition>(route: R, ...args: CallArgs<R>) {
  const [input] = args;
  return queryOptions({
    queryKey: routeKey(route, ...args),
    queryFn: ({ signal }) => call(route, ...([input, { signal }] as CallArgs<R>)),
  });
}

/** Refreshes every cached answer of these routes, whoever they were for. */
export async function invalidateRoutes(
  queryClient: QueryClient,
  routes: readonly RouteDefinition[],
): Promise<void> {
  await Promise.all(
    routes.map((route) => queryClient.invalidateQueries({ queryKey: [route.path] })),
  );
}
