import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-app';

/**
 * Every registered route, walked: public API routes are exactly this list; every other API route
 * needs a session. Later issues add their routes' ownership and bad-body cases here.
 */
const PUBLIC_API_ROUTES = ['GET /api/health', 'GET /api/version'];
const DOC_ROUTES = /^\/api\/docs(\/|$)/;

describe('route matrix', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  const apiRoutes = () =>
    t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !DOC_ROUTES.test(r.url));

  it('marks public exactly the routes that must work without a session', () => {
    const publicRoutes = apiRoutes()
      .filter((r) => r.public)
      .map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.sort()).toEqual([...PUBLIC_API_ROUTES].sort());
  });

  it('answers 401 without a session on every other API route', async () => {
    for (const route of apiRoutes().filter((r) => !r.public)) {
      const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.app.inject({ method: route.method as 'GET', url, payload: {} });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('keeps developer tools under /dev only', () => {
    const devRoutes = t.app.routeTable.filter((r) => r.url.startsWith('/dev/'));
    expect(devRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /dev/clock',
      'POST /dev/clock',
    ]);
  });
});
