// What the compiler holds a route definition to beyond its fields' own types
// (docs/architecture.md "Routes"): each rule broken names itself in the error.
import type { input } from 'zod';
import type { NamedSchema, RouteDefinition, SchemaName } from './route-definition';

/** The `:name` parameters of a path template, as a union of names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A rule broken: the compiler says the definition lacks `refused`, and quotes the sentence. */
interface Refused<Why extends string> {
  readonly refused: Why;
}

type SchemaKeys<N> = N extends SchemaName ? keyof input<NamedSchema<N>> & string : never;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The path's parameters are exactly the keys of `params`; a path with none names no `params`. */
type ParamsRule<R extends RouteDefinition> =
  Same<PathParamNames<R['path']>, SchemaKeys<R['params']>> extends true
    ? unknown
    : Refused<`params must name exactly the path's parameters (${PathParamNames<R['path']>})`>;

/** A GET carries no body. */
type BodyRule<R extends RouteDefinition> = R['method'] extends 'GET'
  ? R['body'] extends SchemaName
    ? Refused<'a GET takes no body'>
    : unknown
  : unknown;

/** The fields an offline call's body must take (docs/offline.md "The two fields"). */
interface OfflineFields {
  clientActionId?: string | undefined;
  actedAt?: string | undefined;
}
type HasOfflineFields<N> =
  Same<'clientActionId' | 'actedAt', SchemaKeys<N> & keyof OfflineFields> extends true
    ? input<NamedSchema<N & SchemaName>> extends OfflineFields
      ? true
      : false
    : false;

/** An offline call's body takes `clientActionId` and `actedAt` (`offlineActionFields`). */
type OfflineRule<R extends RouteDefinition> = R['offline'] extends true | 'online-only'
  ? HasOfflineFields<R['body']> extends true
    ? unknown
    : Refused<'an offline call needs a body with ...offlineActionFields'>
  : unknown;

/** What the compiler holds a definition to, beyond its fields' own types. */
export type RouteRules<R extends RouteDefinition> = ParamsRule<R> & BodyRule<R> & OfflineRule<R>;
