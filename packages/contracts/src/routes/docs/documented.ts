import type { RouteDefinition, RouteDocs } from '../route-definition';

/** The names of a module's exports that are route definitions. */
type RouteNames<M> = { [K in keyof M]: M[K] extends RouteDefinition ? K : never }[keyof M];

/**
 * Pairs each route of a definitions module with its docs. The compiler holds the two to each
 * other: a route without docs, or docs for no route, does not compile.
 */
export function documented<M extends object>(
  routes: M,
  docs: { readonly [K in RouteNames<M>]: RouteDocs },
): [RouteDefinition, RouteDocs][] {
  return (Object.keys(docs) as RouteNames<M>[]).map((name) => [
    routes[name] as RouteDefinition,
    docs[name],
  ]);
}
