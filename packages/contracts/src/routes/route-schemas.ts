// The schemas a route definition names, looked up at run time: for the server and the tests,
// never for the web app's pages (docs/architecture.md "Routes").
import type { ZodType } from 'zod';
import * as contracts from '../index';
import type { RouteDefinition, SchemaName } from './define-route';
import * as definitions from './index';

function isRouteDefinition(value: unknown): value is RouteDefinition {
  return typeof value === 'object' && value !== null && 'path' in value && 'method' in value;
}

/** Every API route's definition. */
export const ALL_ROUTES: readonly RouteDefinition[] = Object.values(definitions as object).filter(
  isRouteDefinition,
);

/** The zod schema the contracts export under `name`. */
export function namedSchema(name: SchemaName): ZodType {
  // By name on purpose: the server and the tests load every schema anyway.
  return (contracts as Record<SchemaName, ZodType>)[name];
}

/** The success answer's schema, or null for a file or no content. */
export function answerSchema(route: RouteDefinition): ZodType | null {
  const { answer } = route;
  return answer === null || answer === 'csv' || answer === 'png' ? null : namedSchema(answer);
}

/** The request parts' schemas, for the parts the route takes. */
export function requestSchemas(route: RouteDefinition): {
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
} {
  return {
    ...(route.params && { params: namedSchema(route.params) }),
    ...(route.query && { query: namedSchema(route.query) }),
    ...(route.body && { body: namedSchema(route.body) }),
  };
}
