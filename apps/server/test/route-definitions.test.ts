import { API_ERROR_STATUS } from '@porchlight/contracts';
import { routeDocs } from '@porchlight/contracts/route-docs';
import { ALL_ROUTES, namedSchema } from '@porchlight/contracts/route-schemas';
import { type RouteDefinition, routeName, type SchemaName } from '@porchlight/contracts/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from './build-app';

/**
 * One definition per route (docs/architecture.md "Routes"): the server registers every API route
 * from its contracts definition, the web calls it and the web tests' fake answers by it, so the
 * three cannot drift apart.
 */
const DOC_ROUTES = /^\/api\/docs(\/|$)/;

/** The top-level fields of an object schema, sorted; none for no schema. */
function fieldsOf(name: SchemaName | undefined): string[] {
  const schema = name ? namedSchema(name) : undefined;
  return schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : [];
}

const pathParams = (route: RouteDefinition) =>
  [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => name ?? '').sort();

describe('the route definitions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  const apiRoutes = () =>
    t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !DOC_ROUTES.test(r.url));

  it('are the source of every API route the server has', () => {
    const undefinedRoutes = apiRoutes()
      .filter((route) => route.definition === undefined)
      .map((route) => `${route.method} ${route.url}`);
    expect(undefinedRoutes).toEqual([]);
  });

  it('are each registered once, as defined', () => {
    const registered = apiRoutes().map((route) => route.definition);
    for (const definition of ALL_ROUTES) {
      const name = routeName(definition);
      expect.soft(registered.filter((d) => d === definition).length, name).toBe(1);
    }
    expect(registered.length).toBe(ALL_ROUTES.length);
  });

  // The same rules defineRoute holds each definition to by type (define-route.test.ts), checked
  // on the schemas themselves.
  it('name in params exactly the parameters of their path', () => {
    for (const route of ALL_ROUTES) {
      expect.soft(fieldsOf(route.params), routeName(route)).toEqual(pathParams(route));
    }
  });

  it('give a GET no body', () => {
    const withBody = ALL_ROUTES.filter((r) => r.method === 'GET' && r.body).map(routeName);
    expect(withBody).toEqual([]);
  });

  it('take the offline fields exactly when marked offline', () => {
    for (const route of ALL_ROUTES) {
      const fields = fieldsOf(route.body);
      const takesThem = fields.includes('clientActionId') && fields.includes('actedAt');
      expect.soft(takesThem, routeName(route)).toBe(route.offline !== undefined);
    }
  });

  it('document, once registered, that a key sent again with another body is refused', () => {
    const reused = API_ERROR_STATUS.IDEMPOTENCY_KEY_REUSED;
    for (const { definition, schema } of apiRoutes()) {
      if (!definition?.offline && !definition?.idempotencyKey) continue;
      const statuses = Object.keys(schema?.response ?? {}).map(Number);
      expect.soft(statuses, routeName(definition)).toContain(reused);
    }
  });

  it('each have their docs: a line and a group for the OpenAPI document', () => {
    for (const route of ALL_ROUTES) {
      expect.soft(routeDocs(route).summary.length, routeName(route)).toBeGreaterThan(0);
    }
  });
});
