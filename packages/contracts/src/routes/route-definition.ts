// The shape of a route definition (docs/architecture.md "Routes"): what each field says.
import type { ZodType } from 'zod';
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
  /**
   * Work the phone may do offline (docs/offline.md "Offline work"): the body takes the two offline
   * fields, and the server applies the call once per `clientActionId`. `true`: the phone queues
   * it when it has no connection; 'online-only': it is sent only with one (Skip Day may open a
   * text), yet a retry is still applied once.
   */
  readonly offline?: true | 'online-only';
  /**
   * A spend refused without its `Idempotency-Key` header (400): the server answers a retry under
   * the same key with the first answer (docs/credits.md "Idempotency keys").
   */
  readonly idempotencyKey?: true;
  readonly params?: SchemaName;
  readonly query?: SchemaName;
  readonly body?: SchemaName;
  /** The success answer's schema; 'csv' or 'png' for a file; null for no content. */
  readonly answer: SchemaName | 'csv' | 'png' | null;
}

/**
 * What the server says of a call in its OpenAPI document, given where it registers the call
 * (`serve()`), not in the definition: the browser never reads it, so the pages that make a call do
 * not carry its sentences (docs/architecture.md "Routes").
 */
export interface RouteDocs {
  /** The OpenAPI document's line for it, and its group. */
  readonly summary: string;
  readonly tags: readonly [string];
  /**
   * The error codes this call answers besides those every call may (a bad body, no session,
   * another agent's data, a busy server): their statuses are documented with it.
   */
  readonly errors?: readonly ApiErrorCode[];
}
