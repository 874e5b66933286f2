import { ALL_ROUTES } from '@porchlight/contracts/route-schemas';
import { routeName } from '@porchlight/contracts/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-app';

/**
 * One definition per route (docs/architecture.md "Routes"): the server registers every API route
 * from its contracts definition, the web calls it and the web tests' fake answers by it, so the
 * three cannot drift apart.
 */
const DOC_ROUTES = /^\/api\/docs(\/|$)/;

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
});
