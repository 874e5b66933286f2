// One definition per API call (docs/architecture.md "Routes"): the server registers it, the web
// calls it, its query key comes from it and the web tests' fake answers by it.
//
// A definition names its schemas instead of holding them, so the web reads a call's method and
// path without loading zod or a single schema (docs/performance.md "Performance"); the
// names are checked by the compiler against what the contracts export, and the server and the
// tests look them up at run time (`routeSchema`).
import type { input, output } from 'zod';
import type { NamedSchema, RouteDefinition, SchemaName } from './route-definition';
import type { RouteRules } from './route-rules';

export type {
  HttpMethod,
  NamedSchema,
  RouteDefinition,
  RouteDocs,
  SchemaName,
} from './route-definition';

/**
 * Keeps the literal types of a definition, so its input and answer types follow from it, and
 * refuses at compile time a definition whose parts disagree (`RouteRules`).
 */
export function defineRoute<const R extends RouteDefinition>(route: R & RouteRules<R>): R {
  return route;
}

type Input<N> = N extends SchemaName ? input<NamedSchema<N>> : never;
type Output<N> = N extends SchemaName ? output<NamedSchema<N>> : never;
/** A part the route has no schema for is whatever came (the webhook's raw body). */
type Parsed<N> = N extends SchemaName ? output<NamedSchema<N>> : unknown;
type Part<K extends string, N> = N extends SchemaName ? { [P in K]: Input<N> } : unknown;

/** What a caller sends: the path's parameters, the query and the body, each as its schema takes. */
export type RouteInput<R extends RouteDefinition> = Part<'params', R['params']> &
  Part<'query', R['query']> &
  Part<'body', R['body']>;

/** What the server has after checking a call: each part as its schema gives it. */
export type RouteParsed<R extends RouteDefinition> = {
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
};

/**
 * The success answer as the browser reads it; undefined for no content. A file is not read as
 * data: the browser opens its address (an image, a download), so it has no answer type here.
 */
export type RouteAnswer<R extends RouteDefinition> = R['answer'] extends SchemaName
  ? Output<R['answer']>
  : R['answer'] extends null
    ? undefined
    : never;

/** What the server's handler returns for it, before the answer's schema is applied. */
export type RouteReturn<R extends RouteDefinition> = R['answer'] extends SchemaName
  ? Input<R['answer']>
  : unknown;

/** "GET /api/criteria/:agentId": how logs, tests and the route table name a call. */
export function routeName(route: RouteDefinition): string {
  return `${route.method} ${route.path}`;
}
