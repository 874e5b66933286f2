// One definition per API call (docs/architecture.md "Routes"): the server registers it, the web
// calls it, its query key comes from it and the web tests' fake answers by it.
//
// A definition names its schemas instead of holding them, so the web reads a call's method and
// path without loading zod or a single schema (docs/performance.md "Performance"); the
// names are checked by the compiler against what the contracts export, and the server and the
// tests look them up at run time (`routeSchema`).
import type { input, output, ZodType } from 'zod';
import type { ApiErrorCode } from '../errors';
import type * as Contracts from '../index';

type ContractExports = typeof Contracts;

/** The name of a zod schema the contracts export. */
export type SchemaName = {
  [K in keyof ContractExports]: ContractExports[K] extends ZodType ? K : never;
}[keyof ContractExports];

/** The schema a name stands for. */
export type NamedSchema<N extends SchemaName> = ContractExports[N];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDefinition {
  readonly method: HttpMethod;
  /** Fastify's form: `:name` for each path parameter. */
  readonly path: `/api/${string}`;
  /** The success status: 200 unless said. */
  readonly status?: 200 | 201 | 204;
  /** A creating call's status when what it would create was there already (same answer). */
  readonly foundStatus?: 200;
  /** Reachable without a session (docs/accounts.md "Public calls"). */
  readonly public?: true;
  /** Takes calls from any site with no Origin check: a caller that proves itself (a signature). */
  readonly crossOrigin?: true;
  /** Headers the call is refused without (400). */
  readonly headers?: readonly string[];
  readonly params?: SchemaName;
  readonly query?: SchemaName;
  readonly body?: SchemaName;
  /** The success answer's schema; 'csv' or 'png' for a file; null for no content. */
  readonly answer: SchemaName | 'csv' | 'png' | null;
  /**
   * The error codes this call answers besides those every call may (a bad body, no session,
   * another agent's data, a busy server): their statuses are documented with it.
   */
  readonly errors?: readonly ApiErrorCode[];
  /** The OpenAPI document's line for it, and its group. */
  readonly summary: string;
  readonly tags: readonly [string];
}

/** Keeps the literal types of a definition, so its input and answer types follow from it. */
export function defineRoute<const R extends RouteDefinition>(route: R): R {
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
